/** Load stage: config, versions, docs with front matter, sidebars, standalone pages → the content graph. */
import { readFileSync, readdirSync, existsSync, statSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { pathToFileURL } from 'node:url';
import { loadConfig } from '../config/load.ts';
import type { SiteConfig } from '../config/schema.ts';
import { BuildError } from '../errors.ts';
import { docPermalink, joinUrl, versionBase } from '../routes/permalinks.ts';
import { parseFrontMatter, headingTitle } from './frontMatter.ts';
import { normaliseSidebars } from './sidebars.ts';
import { checkDocNames, checkFileName } from './names.ts';
import { readSourceText } from './sourceText.ts';
import type { SidebarsConfig } from './sidebarTypes.ts';
import type { ContentGraph, DocFile, StandalonePage, Version } from './types.ts';

const DOC_EXT = /\.mdx?$/;

function listFiles(dir: string, pattern: RegExp): string[] {
  const out: string[] = [];
  const walk = (d: string) => {
    for (const entry of readdirSync(d).sort()) {
      if (entry.startsWith('_') || entry.startsWith('.')) continue;
      const full = join(d, entry);
      if (statSync(full).isDirectory()) walk(full);
      else if (pattern.test(entry)) out.push(full);
    }
  };
  if (existsSync(dir)) walk(dir);
  return out;
}

const toPosix = (p: string) => p.split(sep).join('/');

function loadDocs(siteDir: string, docsDir: string, version: string, baseUrl: string, versionPath: string): DocFile[] {
  return listFiles(docsDir, DOC_EXT).map((source) => {
    const relPath = toPosix(relative(siteDir, source));
    const text = readSourceText(source, relPath);
    const { frontMatter, body, bodyLine } = parseFrontMatter(text, relPath);
    const fileId = toPosix(relative(docsDir, source)).replace(DOC_EXT, '').replace(/\/index$/, '');
    const id = frontMatter.id ? (fileId.includes('/') ? fileId.slice(0, fileId.lastIndexOf('/') + 1) : '') + frontMatter.id : fileId;
    checkDocNames({ relPath, source: text, fileId, frontMatterId: frontMatter.id, id, slug: frontMatter.slug, versionRoot: `${versionBase(baseUrl, versionPath)}/` });
    const title = frontMatter.title ?? headingTitle(body) ?? id.split('/').pop()!;
    return {
      id,
      version,
      source,
      relPath,
      frontMatter,
      title,
      description: frontMatter.description ?? '',
      permalink: docPermalink(baseUrl, versionPath, id, frontMatter.slug),
      body,
      bodyLine,
    };
  });
}

/** A sidebars file as written: JSON, or a module whose default export is the sidebars object. */
export async function loadSidebarsFile(file: string): Promise<SidebarsConfig> {
  if (file.endsWith('.json')) {
    try {
      return JSON.parse(readFileSync(file, 'utf8'));
    } catch (error) {
      throw new BuildError(`${file}: not valid JSON: ${(error as Error).message}`);
    }
  }
  const mod = await import(pathToFileURL(file).href + `?t=${Date.now()}`);
  return mod.default;
}

async function loadVersion(siteDir: string, config: SiteConfig, name: string, isLast: boolean): Promise<Version> {
  // A version listed in versions.json without options is labelled by its name, served under it, and marked unmaintained.
  const options = config.docs.versions[name] ?? (name === 'current' ? { label: 'Next', path: '', banner: 'none' as const } : { label: name, path: name, banner: 'unmaintained' as const });
  const docsDir = name === 'current' ? join(siteDir, config.docs.path) : join(siteDir, 'versioned_docs', `version-${name}`);
  const sidebarsFile = name === 'current' ? join(siteDir, config.docs.sidebarPath) : join(siteDir, 'versioned_sidebars', `version-${name}-sidebars.json`);
  if (!existsSync(docsDir)) throw new BuildError(`Version "${name}" has no docs folder: expected ${toPosix(relative(siteDir, docsDir))}/. Create it (npm run version:cut -- ${name}) or remove the version from versions.json.`);
  if (!existsSync(sidebarsFile)) throw new BuildError(`Version "${name}" has no sidebars file: expected ${toPosix(relative(siteDir, sidebarsFile))}.`);
  const base = versionBase(config.baseUrl, options.path);
  const docs = loadDocs(siteDir, docsDir, name, config.baseUrl, options.path);
  const byId = new Map<string, DocFile>();
  for (const doc of docs) {
    const other = byId.get(doc.id);
    if (other) throw new BuildError(`Duplicate doc id "${doc.id}" in version ${name}: ${other.relPath} and ${doc.relPath}. Rename one file or change its front matter id.`);
    byId.set(doc.id, doc);
  }
  const { sidebars, generatedIndexes, membership } = normaliseSidebars(await loadSidebarsFile(sidebarsFile), byId, {
    file: toPosix(relative(siteDir, sidebarsFile)),
    versionBase: base,
    version: name,
  });
  for (const doc of docs) doc.sidebar = membership.get(doc.id);
  const firstSidebar = Object.values(sidebars)[0] ?? [];
  const firstDoc = (function find(items): string | undefined {
    for (const i of items) {
      if (i.type === 'doc') return i.id;
      if (i.type === 'category') {
        const f = find(i.items);
        if (f) return f;
      }
    }
  })(firstSidebar);
  return {
    name,
    label: options.label,
    isLast,
    path: base,
    mainDocId: firstDoc ?? docs[0]?.id ?? '',
    banner: options.banner,
    docsDir,
    sidebarsFile,
    docs,
    sidebars,
    generatedIndexes,
  };
}

function loadPages(siteDir: string, config: SiteConfig): StandalonePage[] {
  const dir = join(siteDir, 'src', 'pages');
  return listFiles(dir, /\.(mdx?|tsx)$/).map((source) => {
    const relPath = toPosix(relative(siteDir, source));
    const name = toPosix(relative(dir, source)).replace(/\.(mdx?|tsx)$/, '').replace(/(^|\/)index$/, '');
    checkFileName(relPath, name);
    const permalink = name ? joinUrl(config.baseUrl, name) : config.baseUrl;
    const text = readSourceText(source, relPath);
    if (source.endsWith('.tsx')) {
      // A TSX page declares its title and description as exported constants, read here without executing it.
      const title = /export const title\s*=\s*['"`]([^'"`]+)/.exec(text)?.[1] ?? config.title;
      const description = /export const description\s*=\s*['"`]([^'"`]+)/.exec(text)?.[1] ?? config.tagline;
      return { permalink, source, relPath, kind: 'tsx' as const, title, description, frontMatter: {}, body: '', bodyLine: 0 };
    }
    const { frontMatter, body, bodyLine } = parseFrontMatter(text, relPath);
    return {
      permalink,
      source,
      relPath,
      kind: 'mdx' as const,
      title: frontMatter.title ?? headingTitle(body) ?? name,
      description: frontMatter.description ?? '',
      frontMatter,
      body,
      bodyLine,
    };
  });
}

export async function loadContent(siteDir: string): Promise<ContentGraph> {
  const config = await loadConfig(siteDir);
  const versionsFile = join(siteDir, 'versions.json');
  let archived: string[] = [];
  if (existsSync(versionsFile)) {
    try {
      archived = JSON.parse(readFileSync(versionsFile, 'utf8'));
    } catch (error) {
      throw new BuildError(`versions.json: not valid JSON: ${(error as Error).message}`);
    }
    if (!Array.isArray(archived) || archived.some((v) => typeof v !== 'string')) throw new BuildError('versions.json: must be an array of version names, e.g. ["1.0.0"].');
  }
  const names = ['current', ...archived];
  const versions: Version[] = [];
  for (const name of names) versions.push(await loadVersion(siteDir, config, name, name === config.docs.lastVersion));
  const pages = loadPages(siteDir, config);
  checkDuplicateRoutes(versions, pages, config.baseUrl);
  return { siteDir, config, versions, pages };
}

function checkDuplicateRoutes(versions: Version[], pages: StandalonePage[], baseUrl: string) {
  const seen = new Map<string, string>();
  const add = (route: string, owner: string) => {
    const key = route === baseUrl ? baseUrl : route;
    const previous = seen.get(key);
    if (previous) throw new BuildError(`Duplicate route ${route}: produced by ${previous} and by ${owner}. Change a slug or rename a file.`);
    seen.set(key, owner);
  };
  for (const v of versions) {
    for (const d of v.docs) add(d.permalink, d.relPath);
    for (const g of v.generatedIndexes) add(g.permalink, `the generated index "${g.title}" of sidebar ${g.sidebar} (version ${v.name})`);
  }
  for (const p of pages) add(p.permalink, p.relPath);
}
