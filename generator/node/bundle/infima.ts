/**
 * Infima, the CSS framework of Docusaurus's classic theme, from the `infima` package (the version
 * `@docusaurus/theme-classic` 3.10 depends on), cut down at build time to what a site uses: the whole of it is about
 * 10 KB gzip, and most sites use a handful of its classes (the classic template: the hero, the grid, the buttons).
 *
 * A rule is kept when every class its selector needs is one the site writes in a `className`/`class` attribute and
 * none is one the theme styles itself (the navbar, the sidebar's menu, the pagination, the footer: the theme's chrome
 * keeps its own look, coloured through the `--ifm-*` properties it reads). Element rules (`body`, `a`, `h1`) are the
 * theme's too. Infima's custom properties are kept when a kept rule, or the site's own CSS, reads them.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { AtRule, ChildNode, Declaration, Root, Rule } from 'postcss';

const require = createRequire(import.meta.url);

/** Infima's stylesheet as Docusaurus ships it (left-to-right). */
export function infimaStylesheet(): string {
  return readFileSync(require.resolve('infima/dist/css/default/default.css'), 'utf8');
}

/** The classes a stylesheet's selectors name (its declaration blocks removed: a regular expression is enough, and quick). */
export function classNamesOfCss(css: string, into = new Set<string>()): Set<string> {
  for (const [, name] of css
    .replace(/\/\*[\s\S]*?\*\//g, '')
    .replace(/\{[^{}]*\}/g, '{}')
    .matchAll(/\.(-?[_a-zA-Z][\w-]*)/g))
    into.add(name!);
  return into;
}

/** The classes a selector requires of its elements (those inside `:not()` are not required). */
function selectorClasses(selector: string): string[] {
  const bare = selector.replace(/:not\((?:[^()]|\([^()]*\))*\)/g, '').replace(/\[[^\]]*\]/g, '');
  return [...bare.matchAll(/\.(-?[_a-zA-Z][\w-]*)/g)].map((m) => m[1]!);
}

const VAR_REFERENCE = /var\(\s*(--[\w-]+)/g;

/** A rule made only of custom properties, on no class (`:root`, `html[data-theme='dark']`): where Infima's are set. */
function isPropertyBlock(rule: Rule): boolean {
  return selectorClasses(rule.selector).length === 0 && (rule.nodes ?? []).every((n) => n.type === 'decl' && n.prop.startsWith('--'));
}

export interface PruneOptions {
  /** Classes the site's pages and components write. */
  used: ReadonlySet<string>;
  /** Classes the theme styles itself: Infima's rules for them are left out. */
  reserved: ReadonlySet<string>;
  /** The site's own CSS: the Infima properties it reads are kept. */
  siteCss?: string;
  /** The theme's CSS: the Infima properties it reads are kept too, but only for a site that uses Infima at all. */
  themeCss?: string;
}

/**
 * Infima cut down to the rules a site uses, and the custom properties those rules and the site's CSS read. A site
 * that uses any of it also gets Infima's element rules (headings' and paragraphs' margins, links, lists): they come
 * before the theme's, which win wherever they say otherwise, and give a page of Infima classes the spacing it was
 * drawn with. A site that uses none gets nothing ('').
 */
export function pruneInfima(css: string, options: PruneOptions): string {
  const { used, reserved, siteCss = '' } = options;
  // Parsing Infima costs a tenth of a second: a site that writes none of its classes and reads none of its properties
  // (the common case) is answered from its class names alone, and one answer per input is kept (the dev server asks on
  // every content change).
  const classes = infimaClasses(css);
  const relevant = [...used].filter((name) => classes.has(name) && !reserved.has(name)).sort();
  if (relevant.length === 0 && !siteCss.includes('--ifm-')) return '';
  const key = JSON.stringify([relevant, [...reserved].filter((name) => classes.has(name)).sort(), siteCss, options.themeCss ?? '', css.length]);
  if (lastPruned?.key !== key) lastPruned = { key, css: prune(css, options) };
  return lastPruned.css;
}

let lastPruned: { key: string; css: string } | undefined;
const classesOf = new Map<string, Set<string>>();

/** Every class Infima's selectors name. */
function infimaClasses(css: string): Set<string> {
  let classes = classesOf.get(css);
  if (!classes) {
    classes = classNamesOfCss(css);
    classesOf.set(css, classes);
  }
  return classes;
}

function prune(css: string, { used, reserved, siteCss = '', themeCss = '' }: PruneOptions): string {
  // Loaded only for a site that uses Infima.
  const postcss = require('postcss') as typeof import('postcss');
  const root = postcss.parse(css);
  root.walkComments((comment) => void comment.remove());
  const wanted = (selector: string) => {
    const classes = selectorClasses(selector);
    return classes.length === 0 || classes.every((name) => used.has(name) && !reserved.has(name));
  };
  const propertyBlocks = new Set<Rule>();
  let classRules = 0;
  root.walkRules((node) => {
    if (isKeyframeStep(node)) return;
    if (isPropertyBlock(node)) return void propertyBlocks.add(node);
    const kept = node.selectors.filter(wanted);
    if (kept.length === 0) return void node.remove();
    node.selectors = kept;
    if (kept.some((selector) => selectorClasses(selector).length > 0)) classRules++;
  });
  removeEmptyAtRules(root);

  // The properties read: by the kept rules and the site's CSS, then by the values of those properties, until none is new.
  const definitions = new Map<string, string[]>();
  for (const block of propertyBlocks) block.walkDecls((decl) => void definitions.set(decl.prop, [...(definitions.get(decl.prop) ?? []), decl.value]));
  const read = new Set<string>();
  const pending: string[] = [];
  const reads = (text: string) => {
    for (const [, name] of text.matchAll(VAR_REFERENCE)) {
      if (read.has(name!)) continue;
      read.add(name!);
      pending.push(name!);
    }
  };
  reads(siteCss);
  if (classRules === 0 && ![...read].some((name) => definitions.has(name))) return '';
  root.walkDecls((decl) => {
    if (!propertyBlocks.has(decl.parent as Rule)) reads(`${decl.prop}:${decl.value}`);
  });
  reads(themeCss);
  while (pending.length) for (const value of definitions.get(pending.pop()!) ?? []) reads(value);
  for (const block of propertyBlocks) {
    block.walkDecls((decl: Declaration) => {
      if (!read.has(decl.prop)) decl.remove();
    });
    if (!block.nodes?.length) block.remove();
  }
  removeEmptyAtRules(root);
  keepUsedKeyframes(root);
  return root
    .toString()
    .replace(/\n{2,}/g, '\n')
    .trim();
}

function isKeyframeStep(rule: Rule): boolean {
  return rule.parent?.type === 'atrule' && /keyframes$/i.test((rule.parent as AtRule).name);
}

function removeEmptyAtRules(root: Root): void {
  let removed = true;
  while (removed) {
    removed = false;
    root.walkAtRules((at) => {
      if (!/keyframes$/i.test(at.name) && at.nodes && !at.nodes.some((n: ChildNode) => n.type !== 'comment')) {
        at.remove();
        removed = true;
      }
    });
  }
}

/** `@keyframes` no kept rule animates with are left out. */
function keepUsedKeyframes(root: Root): void {
  const text = root.toString();
  root.walkAtRules(/keyframes$/i, (at) => {
    const uses = text.split(at.params).length - 1;
    if (uses <= 1) at.remove();
  });
}
