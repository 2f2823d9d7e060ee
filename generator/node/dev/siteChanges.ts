/**
 * What a batch of saved files changes in the dev server: only page bodies (the open pages among them are compiled
 * again and pushed), or the content (loaded again: the open pages' route data, the route manifests and sidebars are
 * pushed, a page whose route is gone is dropped, and a new base URL starts a new webpack and reloads the pages).
 */
import { relative } from 'node:path';
import { loadSiteState, onlyBodyChanged, type SiteState } from './content.ts';
import type { EventHub } from './events.ts';
import type { OpenPages } from './openPages.ts';
import { problemsFromError, type ProblemSet } from './problems.ts';
import type { DevSearch } from './search.ts';
import type { ShellBuild } from './shellBuild.ts';

/** The dev server's parts that a change reaches. */
export interface ChangeTarget {
  siteDir: string;
  cacheDir: string;
  problems: ProblemSet;
  open: OpenPages;
  shell: ShellBuild;
  search: DevSearch;
  events: EventHub;
  /** The site as last loaded (none if it never could be). */
  state: SiteState | undefined;
  takeState(state: SiteState): void;
  pushSiteFiles(): void;
  pushProblems(): void;
  log(message: string): void;
}

export async function applyChanges(target: ChangeTarget, files: string[]): Promise<void> {
  const state = target.state;
  const started = performance.now();
  const names = files.map((f) => relative(target.siteDir, f)).join(', ');
  // After a content error, the last good state is older than the files: only a full load can clear it.
  if (state && !target.problems.has('content') && files.every((f) => onlyBodyChanged(state, f))) {
    // Only page bodies changed: recompile the open ones (plain pages are pushed, webpack picks up the others).
    for (const file of files) {
      const route = state.bySource.get(file);
      if (route && target.open.isOpen(route.key)) await target.open.refresh(route, true);
    }
    target.log(`changed: ${names} (page recompiled in ${Math.round(performance.now() - started)} ms)`);
    target.search.schedule();
    return;
  }
  let next: SiteState;
  try {
    next = await loadSiteState(target.siteDir, target.cacheDir);
  } catch (error) {
    target.log(`changed: ${names} (content not loaded: see the error)`);
    if (target.problems.set('content', problemsFromError(target.siteDir, error))) target.pushProblems();
    return;
  }
  // No webpack yet when the content could not be loaded at start-up (if its start was deferred, it starts now).
  const bundler = state ? await target.shell.webpack() : undefined;
  const contentProblems = target.problems.set('content', []);
  const baseChanged = state && next.graph.config.baseUrl !== state.graph.config.baseUrl;
  target.takeState(next);
  if (!bundler || baseChanged) {
    // The public path is built into the bundle: a new base URL needs a new webpack.
    target.open.clear();
    await target.shell.restart();
    target.events.send('reload', '');
    return;
  }
  // Open pages: their route data (title, prev/next, breadcrumbs) may have changed, or their route may be gone.
  // The new manifests and sidebars go first: a page pushed next finds its sidebar in them.
  target.pushSiteFiles();
  const gone: string[] = [];
  for (const key of target.open.keys()) {
    const route = next.byKey.get(key);
    if (!route) {
      gone.push(`p/${key}`);
      target.open.close(key);
      target.problems.set(`page:${key}`, []);
      continue;
    }
    await target.open.refresh(route, true);
  }
  bundler.remove(gone);
  target.log(`changed: ${names} (content loaded again in ${Math.round(performance.now() - started)} ms)`);
  if (contentProblems || gone.length) target.pushProblems();
  target.search.schedule();
}
