/** Records (cache/records.ts): one envelope for every cache record; another format or version reads as none. */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { CACHE_FORMAT, readRecord, readRecordValue, writeRecord, writeRecordValue } from '../../../generator/node/cache/records.ts';
import { tempDir } from '../../helpers.ts';

test('a record reads back as written, under its version; another version, another format or none reads as none', () => {
  const file = join(tempDir(), 'sub', 'record.json');
  assert.deepEqual(readRecord(file, '1'), {}, 'no record yet');
  writeRecord(file, '1', { a: [1, 2] });
  assert.deepEqual(readRecord(file, '1'), { a: [1, 2] });
  assert.deepEqual(readRecord(file, '2'), {}, 'another version of the record');
  assert.deepEqual(JSON.parse(readFileSync(file, 'utf8')), { format: CACHE_FORMAT, version: '1', entries: { a: [1, 2] } });
  writeFileSync(file, JSON.stringify({ format: CACHE_FORMAT + 1, version: '1', entries: { a: [1, 2] } }));
  assert.deepEqual(readRecord(file, '1'), {}, 'another format of the cache layer');
  writeFileSync(file, '{"format": 1, "vers');
  assert.equal(readRecordValue(file, '1'), undefined, 'a record cut short');
  writeRecordValue(file, 'v', [['k', 1]]);
  assert.deepEqual(readRecordValue(file, 'v'), [['k', 1]]);
});
