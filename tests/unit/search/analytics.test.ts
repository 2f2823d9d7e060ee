import { test, mock } from 'node:test';
import assert from 'node:assert/strict';
import { createViewReporter, type ViewEvent } from '../../../generator/search/analytics.ts';

test('analytics is off without an endpoint: nothing is ever sent', () => {
  const sent: ViewEvent[] = [];
  const reporter = createViewReporter(undefined, (_, e) => sent.push(e));
  reporter.viewed('zip', ['/a', '/b']);
  assert.deepEqual(sent, []);
});

test('result views are debounced (400 ms) and sent in batches of at most 20 ids', () => {
  mock.timers.enable({ apis: ['setTimeout'] });
  try {
    const sent: [string, ViewEvent][] = [];
    const reporter = createViewReporter({ endpoint: '/api/views', debounceMs: 400, maxIds: 20 }, (endpoint, e) => sent.push([endpoint, e]));
    reporter.viewed('z', ['/a']);
    mock.timers.tick(200);
    reporter.viewed('zi', ['/a', '/b']);
    mock.timers.tick(399);
    assert.equal(sent.length, 0, 'nothing before 400 ms of quiet');
    const ids = Array.from({ length: 45 }, (_, i) => `/page-${i}`);
    reporter.viewed('zip', ids);
    mock.timers.tick(400);
    assert.deepEqual(
      sent.map(([endpoint]) => endpoint),
      ['/api/views', '/api/views', '/api/views'],
    );
    assert.deepEqual(
      sent.map(([, e]) => e.objectIDs.length),
      [20, 20, 5],
    );
    assert.deepEqual(
      sent.flatMap(([, e]) => e.objectIDs),
      ids,
    );
    assert.ok(sent.every(([, e]) => e.query === 'zip' && e.eventType === 'view'));
    // The same view is not reported twice in a row.
    reporter.viewed('zip', ids);
    mock.timers.tick(400);
    assert.equal(sent.length, 3);
    reporter.viewed('zip', ['/x']);
    reporter.cancel();
    mock.timers.tick(1000);
    assert.equal(sent.length, 3, 'cancel drops a pending report');
  } finally {
    mock.timers.reset();
  }
});
