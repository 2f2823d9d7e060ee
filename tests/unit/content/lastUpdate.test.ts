import { test } from 'node:test';
import assert from 'node:assert/strict';
import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { spawnSync } from 'node:child_process';
import { gitLastUpdates, mergeLastUpdate } from '../../../generator/node/content/lastUpdate.ts';

function git(cwd: string, args: string[], env: Record<string, string> = {}) {
  const result = spawnSync('git', args, { cwd, encoding: 'utf8', env: { ...process.env, GIT_CONFIG_NOSYSTEM: '1', HOME: cwd, ...env } });
  assert.equal(result.status, 0, result.stderr);
}

test('one git log gives every file its last commit time and author', () => {
  const dir = mkdtempSync(join(tmpdir(), 'qdocs-git-'));
  try {
    mkdirSync(join(dir, 'site', 'docs', 'sub'), { recursive: true });
    git(dir, ['init', '-q']);
    const commit = (author: string, date: string, message: string) =>
      git(dir, ['-c', 'user.email=a@example.com', '-c', `user.name=${author}`, 'commit', '-qam', message], {
        GIT_AUTHOR_DATE: date,
        GIT_COMMITTER_DATE: date,
        GIT_AUTHOR_NAME: author,
      });
    writeFileSync(join(dir, 'site', 'docs', 'a.md'), 'a');
    writeFileSync(join(dir, 'site', 'docs', 'sub', 'b.md'), 'b');
    git(dir, ['add', '.']);
    commit('Ada', '2024-01-02T00:00:00Z', 'first');
    writeFileSync(join(dir, 'site', 'docs', 'a.md'), 'a2');
    commit('Grace', '2024-03-04T00:00:00Z', 'second');
    writeFileSync(join(dir, 'site', 'docs', 'untracked.md'), 'new');
    const updates = gitLastUpdates(join(dir, 'site'), ['docs', 'versioned_docs']);
    assert.deepEqual(updates.get(join(dir, 'site', 'docs', 'a.md')), { at: Date.parse('2024-03-04T00:00:00Z') / 1000, by: 'Grace' });
    assert.deepEqual(updates.get(join(dir, 'site', 'docs', 'sub', 'b.md')), { at: Date.parse('2024-01-02T00:00:00Z') / 1000, by: 'Ada' });
    assert.equal(updates.has(join(dir, 'site', 'docs', 'untracked.md')), false);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});

test('outside a git repository there is no date, and no error', () => {
  const dir = mkdtempSync(join(tmpdir(), 'qdocs-nogit-'));
  try {
    assert.equal(gitLastUpdates(dir, ['docs']).size, 0);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});

test('front matter last_update wins field by field', () => {
  assert.deepEqual(mergeLastUpdate({ at: 10, by: 'git' }, { author: 'Team' }), { at: 10, by: 'Team' });
  assert.deepEqual(mergeLastUpdate(undefined, { date: '2024-03-15' }), { at: Date.parse('2024-03-15') / 1000 });
  assert.equal(mergeLastUpdate(undefined, undefined), undefined);
});
