/** The rules of a tab group (generator/theme/Tabs/tabValues.ts): Docusaurus 3's selection, storage and query string rules. */
import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { checkTabValues, initialTabValue, queryStringKey, storageKey, tabIndexForKey, valueToSync } from '../../../generator/theme/Tabs/tabValues.ts';

const OS = [{ value: 'win', label: 'Windows' }, { value: 'mac', label: 'macOS' }, { value: 'linux' }];

describe('values', () => {
  test('unique values pass; a duplicate is an error naming it (and the group)', () => {
    checkTabValues(OS);
    assert.throws(() => checkTabValues([...OS, { value: 'mac' }, { value: 'win' }], 'os'), {
      message: '<Tabs groupId="os"> has duplicate values "mac", "win": every <TabItem> value must be unique within its <Tabs>.',
    });
  });

  test('a group without tabs, or a tab without a value, is an error', () => {
    assert.throws(() => checkTabValues([]), /<Tabs> has no tab/);
    assert.throws(() => checkTabValues([{ value: '' }]), /tab without a value/);
  });
});

describe('the first tab', () => {
  test('defaultValue wins, then the tab marked default, then the first tab', () => {
    assert.equal(initialTabValue(OS, 'linux'), 'linux');
    assert.equal(initialTabValue([OS[0]!, { ...OS[1]!, default: true }, OS[2]!]), 'mac');
    assert.equal(initialTabValue([OS[0]!, { ...OS[1]!, default: true }, OS[2]!], 'linux'), 'linux');
    assert.equal(initialTabValue(OS), 'win');
    assert.equal(initialTabValue(OS, null), 'win');
  });

  test('a defaultValue that is not one of the values is an error naming it and the values there are', () => {
    assert.throws(() => initialTabValue(OS, 'bsd', 'os'), {
      message: '<Tabs groupId="os"> has defaultValue "bsd", but none of its tabs has that value. Available values: "win", "mac", "linux".',
    });
  });
});

describe('remembered choices', () => {
  test('local storage key as Docusaurus names it; none without a groupId', () => {
    assert.equal(storageKey('os'), 'docusaurus.tab.os');
    assert.equal(storageKey(undefined), null);
  });

  test('query string parameter: its own name, or the groupId; queryString without a groupId is an error', () => {
    assert.equal(queryStringKey('pm', undefined), 'pm');
    assert.equal(queryStringKey('pm', 'os'), 'pm');
    assert.equal(queryStringKey(true, 'os'), 'os');
    assert.equal(queryStringKey(false, 'os'), null);
    assert.equal(queryStringKey(undefined, 'os'), null);
    assert.throws(() => queryStringKey(true, undefined), /needs a groupId/);
  });

  test('the query string wins over storage; a value the group does not have is ignored', () => {
    assert.equal(valueToSync('linux', 'mac', OS), 'linux');
    assert.equal(valueToSync(null, 'mac', OS), 'mac');
    assert.equal(valueToSync('bsd', 'mac', OS), 'mac');
    assert.equal(valueToSync('bsd', 'beos', OS), null);
    assert.equal(valueToSync(null, null, OS), null);
  });
});

test('keys: arrows move to the neighbour and wrap around, Home and End go to the ends, other keys do nothing', () => {
  assert.equal(tabIndexForKey('ArrowRight', 0, 3), 1);
  assert.equal(tabIndexForKey('ArrowRight', 2, 3), 0);
  assert.equal(tabIndexForKey('ArrowLeft', 1, 3), 0);
  assert.equal(tabIndexForKey('ArrowLeft', 0, 3), 2);
  assert.equal(tabIndexForKey('Home', 2, 3), 0);
  assert.equal(tabIndexForKey('End', 0, 3), 2);
  assert.equal(tabIndexForKey('a', 0, 3), null);
});
