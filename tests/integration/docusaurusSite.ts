/** Helpers of the Docusaurus fixture's integration tests: a fresh copy of tests/fixtures/docusaurus, optionally a git repository. */
import { cpSync, mkdirSync, mkdtempSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { spawnSync } from 'node:child_process';
import type { SharedBuildRequest } from '../sharedBuild.ts';

export const DOCUSAURUS_FIXTURE = join(import.meta.dirname, '..', 'fixtures', 'docusaurus');
export const BASE = '/fixture-docs/';
/** A site shaped like a large open-source project's (tests/fixtures/docusaurus-oss): .mjs config, two versions, redirects. */
export const DOCUSAURUS_OSS_FIXTURE = join(import.meta.dirname, '..', 'fixtures', 'docusaurus-oss');
/** A Docusaurus site's own Markdown plugins and theme components (tests/fixtures/docusaurus-plugins, with Mermaid). */
export const PLUGINS_FIXTURE = join(import.meta.dirname, '..', 'fixtures', 'docusaurus-plugins');
/** Its build as it is, read by markdownPlugins.test.ts and served by markdownComponents.spec.ts (tests/sharedBuild.ts). */
export const PLUGINS_BUILD: SharedBuildRequest = { fixture: PLUGINS_FIXTURE, options: { compress: false } };

/** A copy inside the repository (tests/.tmp), so the site resolves the generator's packages like the fixture does. */
export function copyDocusaurusFixture(prefix = 'docusaurus-', fixture = DOCUSAURUS_FIXTURE): string {
  mkdirSync(join(import.meta.dirname, '..', '.tmp'), { recursive: true });
  const dir = mkdtempSync(join(import.meta.dirname, '..', '.tmp', prefix));
  cpSync(fixture, dir, { recursive: true, filter: (src) => !/[\\/](\.cache|build)([\\/]|$)/.test(src.slice(fixture.length)) });
  return dir;
}

/** Makes the copy a git repository of its own, every file committed by `author` on `date`: the source of "last updated". */
export function commitAll(dir: string, author: string, date: string): void {
  const run = (args: string[]) => {
    const result = spawnSync('git', args, {
      cwd: dir,
      encoding: 'utf8',
      env: {
        ...process.env,
        GIT_CONFIG_NOSYSTEM: '1',
        GIT_AUTHOR_NAME: author,
        GIT_AUTHOR_EMAIL: 'author@example.com',
        GIT_COMMITTER_NAME: author,
        GIT_COMMITTER_EMAIL: 'author@example.com',
        GIT_AUTHOR_DATE: date,
        GIT_COMMITTER_DATE: date,
      },
    });
    if (result.status !== 0) throw new Error(`git ${args.join(' ')}: ${result.stderr}`);
  };
  run(['init', '-q']);
  run(['add', '-A']);
  run(['-c', 'commit.gpgsign=false', 'commit', '-qm', 'fixture']);
}

export function readOut(out: string, file: string): string {
  return readFileSync(join(out, file), 'utf8');
}

/** The <main> of a page, without the inline boot data. */
export function mainOf(html: string): string {
  return /<main[\s\S]*?<\/main>/.exec(html)?.[0] ?? '';
}
