/** What a broken link, image or anchor does (onBrokenLinks, onBrokenMarkdownLinks, onBrokenAnchors), page by page. */
import { statSync } from 'node:fs';
import { join } from 'node:path';
import type { RouteEntry } from '../routes/resolve.ts';
import type { ContentGraph } from '../content/types.ts';
import type { CompiledPage } from './compile.ts';
import type { LinkProblem } from './plugins/links.ts';
import { location } from '../errors.ts';

/** The problems found so far: those that fail the build, and warnings. */
export interface LinkFindings {
  problems: string[];
  warnings: string[];
}

/**
 * What a link problem does: a link to a missing .md file follows onBrokenMarkdownLinks (unset: onBrokenLinks), other
 * links onBrokenLinks, a missing image or a file outside the site always fails. `warn` only warns, `ignore` says nothing.
 */
export function linkProblemLevel(config: ContentGraph['config'], problem: LinkProblem): 'throw' | 'warn' | 'ignore' {
  if (problem.kind === 'image' || problem.kind === 'file') return 'throw';
  if (problem.kind === 'markdown') return config.onBrokenMarkdownLinks ?? config.onBrokenLinks;
  return config.onBrokenLinks;
}

/** A page's broken links (each as its policy says) and missing static images. */
export function checkPageLinks(route: RouteEntry, page: Pick<CompiledPage, 'linkProblems' | 'staticImages'>, graph: ContentGraph, found: LinkFindings): void {
  for (const p of page.linkProblems) {
    const message = `${location(route.source!.relPath, p.line, p.column)}: ${p.message}`;
    const level = linkProblemLevel(graph.config, p);
    if (level === 'throw') found.problems.push(message);
    else if (level === 'warn') found.warnings.push(message);
  }
  for (const image of page.staticImages ?? []) {
    if (!isFile(join(graph.siteDir, 'static', image.path)))
      found.problems.push(`${location(route.source!.relPath, image.line, image.column)}: image "${image.url}" not found: no file static/${image.path}`);
  }
}

/** Links to an anchor that the target page (compiled: its ids, TOC and sections) does not have, as onBrokenAnchors says. */
export function checkAnchors(
  anchorsOf: Map<string, Set<string>>,
  linkRecords: { route: RouteEntry; links: CompiledPage['links'] }[],
  config: ContentGraph['config'],
  found: LinkFindings,
): void {
  for (const { route, links } of linkRecords) {
    for (const link of links) {
      if (!link.anchor) continue;
      const target = link.route || route.path;
      const anchors = anchorsOf.get(target);
      if (anchors && !anchors.has(link.anchor)) {
        const message = `${location(route.source!.relPath, link.line, link.column)}: broken anchor "#${link.anchor}" (no such heading on ${target})`;
        if (config.onBrokenAnchors === 'throw') found.problems.push(message);
        else if (config.onBrokenAnchors === 'warn') found.warnings.push(message);
      }
    }
  }
}

function isFile(path: string): boolean {
  try {
    return statSync(path).isFile();
  } catch {
    return false;
  }
}
