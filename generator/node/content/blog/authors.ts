/**
 * Blog authors, as Docusaurus reads them: the authors file (`authors.yml` in the blog folder) by key, and each post's
 * `authors` front matter (keys, inline objects, or a key with inline fields that win), or the legacy `author*` fields.
 */
import { existsSync, readFileSync } from 'node:fs';
import yaml from 'js-yaml';
import { BuildError } from '../../errors.ts';
import { joinUrl } from '../../../shared/urls.ts';
import { kebabCase } from '../tags.ts';
import type { BlogAuthor, BlogFrontMatter } from './types.ts';

type Dict = Record<string, unknown>;
const isDict = (v: unknown): v is Dict => typeof v === 'object' && v !== null && !Array.isArray(v);
const str = (v: unknown) => (typeof v === 'string' ? v : undefined);

const SOCIAL_URLS: Record<string, (handle: string) => string> = {
  x: (h) => `https://x.com/${h}`,
  twitter: (h) => `https://twitter.com/${h}`,
  github: (h) => `https://github.com/${h}`,
  linkedin: (h) => `https://www.linkedin.com/in/${h}/`,
  stackoverflow: (h) => `https://stackoverflow.com/users/${h}`,
  bluesky: (h) => `https://bsky.app/profile/${h}`,
  instagram: (h) => `https://www.instagram.com/${h}`,
  threads: (h) => `https://www.threads.net/@${h}`,
  mastodon: (h) => `https://mastodon.social/@${h}`,
  twitch: (h) => `https://twitch.tv/${h}`,
  youtube: (h) => `https://youtube.com/@${h}`,
  email: (h) => `mailto:${h}`,
};

/** Handles become URLs of their platform; URLs stay as they are. */
export function normaliseSocials(socials: Dict, where: string): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [platform, raw] of Object.entries(socials)) {
    const value = typeof raw === 'number' ? String(raw) : raw;
    if (typeof value !== 'string') throw new BuildError(`${where}: social "${platform}" must be a handle or a URL.`);
    if (/^(https?:\/\/|mailto:)/.test(value)) out[platform] = value;
    else if (value.includes('/')) throw new BuildError(`${where}: social "${platform}" has "${value}": give a handle (no "/") or a full http(s) URL.`);
    else {
      const known = platform.toLowerCase();
      if (known in SOCIAL_URLS) out[known] = SOCIAL_URLS[known](value);
      else out[platform] = value;
    }
  }
  return out;
}

/** An image path from the site root gets the base URL. */
function imageUrl(url: string | undefined, baseUrl: string): string | undefined {
  return url?.startsWith('/') && !url.startsWith(baseUrl) ? joinUrl(baseUrl, url) : url;
}

/** The authors file: key → author, with page permalinks below `authorsBase`; undefined when there is no file. */
export function loadAuthorsMap(file: string, relPath: string, authorsBase: string, baseUrl: string): Record<string, BlogAuthor> | undefined {
  if (!existsSync(file)) return undefined;
  let data: unknown;
  try {
    const text = readFileSync(file, 'utf8');
    data = file.endsWith('.json') ? JSON.parse(text) : yaml.safeLoad(text);
  } catch (error) {
    throw new BuildError(`${relPath}: not valid ${file.endsWith('.json') ? 'JSON' : 'YAML'}: ${(error as Error).message.split('\n')[0]}`);
  }
  if (data === undefined || data === null) return undefined;
  if (!isDict(data)) throw new BuildError(`${relPath}: the authors file must map each author's key to their data (name, title, url, image_url…).`);
  const authors: Record<string, BlogAuthor> = {};
  const permalinks = new Map<string, string>();
  for (const [key, raw] of Object.entries(data)) {
    if (!isDict(raw)) throw new BuildError(`${relPath}: author "${key}" must be an object with a name, title, url, image_url…`);
    const image = str(raw.image_url) ?? str(raw.imageURL);
    if (str(raw.name) === undefined && image === undefined) throw new BuildError(`${relPath}: author "${key}" needs a name or an image_url.`);
    const page = raw.page === true ? kebabCase(key) : isDict(raw.page) && str(raw.page.permalink) ? str(raw.page.permalink)! : undefined;
    const author: BlogAuthor = {
      key,
      ...(str(raw.name) !== undefined ? { name: str(raw.name) } : {}),
      ...(str(raw.title) !== undefined ? { title: str(raw.title) } : {}),
      ...(str(raw.url) !== undefined ? { url: str(raw.url) } : {}),
      ...(image !== undefined ? { imageURL: imageUrl(image, baseUrl) } : {}),
      ...(str(raw.email) !== undefined ? { email: str(raw.email) } : {}),
      ...(str(raw.description) !== undefined ? { description: str(raw.description) } : {}),
      ...(isDict(raw.socials) ? { socials: normaliseSocials(raw.socials, `${relPath}: author "${key}"`) } : {}),
      ...(page !== undefined ? { page: { permalink: joinUrl(authorsBase, page) } } : {}),
    };
    if (author.page) {
      const other = permalinks.get(author.page.permalink);
      if (other) throw new BuildError(`${relPath}: authors "${other}" and "${key}" have the same page ${author.page.permalink}. Give one a page.permalink of its own.`);
      permalinks.set(author.page.permalink, key);
    }
    authors[key] = author;
  }
  return authors;
}

/** A post's authors, in front matter order. An unknown key or an author named twice is an error naming the post. */
export function postAuthors(frontMatter: BlogFrontMatter, map: Record<string, BlogAuthor> | undefined, baseUrl: string, where: string, authorsFile: string): BlogAuthor[] {
  const legacy = {
    name: frontMatter.author,
    title: frontMatter.author_title ?? frontMatter.authorTitle,
    url: frontMatter.author_url ?? frontMatter.authorURL,
    imageURL: imageUrl(frontMatter.author_image_url ?? frontMatter.authorImageURL, baseUrl),
  };
  const given = frontMatter.authors === undefined ? [] : Array.isArray(frontMatter.authors) ? frontMatter.authors : [frontMatter.authors];
  if (Object.values(legacy).some((v) => v !== undefined)) {
    if (given.length) throw new BuildError(`${where}: use either "authors" or the author* fields in the front matter, not both.`);
    return [Object.fromEntries(Object.entries(legacy).filter(([, v]) => v !== undefined)) as BlogAuthor];
  }
  const authors = given.map((entry: unknown): BlogAuthor => {
    const inline: Dict = typeof entry === 'string' ? { key: entry } : isDict(entry) ? entry : {};
    const key = str(inline.key);
    let known: BlogAuthor | undefined;
    if (key !== undefined) {
      if (!map) throw new BuildError(`${where}: author "${key}" is a key, but there is no authors file (${authorsFile}). Create it, or write the author inline.`);
      known = map[key];
      if (!known) throw new BuildError(`${where}: no author "${key}" in ${authorsFile}. Known keys: ${Object.keys(map).join(', ')}.`);
    }
    const own: BlogAuthor = {
      ...(str(inline.name) !== undefined ? { name: str(inline.name) } : {}),
      ...(str(inline.title) !== undefined ? { title: str(inline.title) } : {}),
      ...(str(inline.url) !== undefined ? { url: str(inline.url) } : {}),
      ...((str(inline.image_url) ?? str(inline.imageURL)) !== undefined ? { imageURL: imageUrl(str(inline.image_url) ?? str(inline.imageURL), baseUrl) } : {}),
      ...(str(inline.email) !== undefined ? { email: str(inline.email) } : {}),
      ...(isDict(inline.socials) ? { socials: normaliseSocials(inline.socials, where) } : {}),
    };
    return { ...known, ...own };
  });
  const keys = authors.map((a) => a.key).filter((k): k is string => k !== undefined);
  const twice = keys.find((k, i) => keys.indexOf(k) !== i);
  if (twice) throw new BuildError(`${where}: author "${twice}" is named twice in the front matter.`);
  return authors;
}
