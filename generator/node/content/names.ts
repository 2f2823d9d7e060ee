/**
 * File names, ids and slugs become URLs and output files. Each must be a plain path that stays inside its
 * version: no `?` or `#` (they would end the URL's path), no `%` (an escape), no control character, no `..`
 * climbing out. A bad one is an authoring error naming the file and, for front matter, the field's line.
 */
import { BuildError, location } from '../errors.ts';
import { slugPath } from '../../shared/urls.ts';
import { frontMatterLine } from './frontMatter.ts';

// biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what this rejects
const UNSAFE = /[?#%\\\u0000-\u001f\u007f]/;

function describe(character: string): string {
  // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what this names
  return /[\u0000-\u001f\u007f]/.test(character) ? `a control character (U+${character.charCodeAt(0).toString(16).padStart(4, '0').toUpperCase()})` : `"${character}"`;
}

/** The first character of `text` that cannot be part of a route, described for a message; undefined if none. */
export function unsafeCharacter(text: string): string | undefined {
  const found = UNSAFE.exec(text)?.[0];
  return found === undefined ? undefined : describe(found);
}

/** A path of a source file below its docs or pages folder (it becomes the route when no slug is set). */
export function checkFileName(relPath: string, pathInFolder: string): void {
  const bad = unsafeCharacter(pathInFolder);
  if (bad)
    throw new BuildError(
      `${relPath}: the file name contains ${bad}, which cannot be part of a page's URL. Rename the file or its folder (letters, digits, "-", "_" and "." are safe), or give the doc a slug.`,
    );
}

export interface DocNames {
  relPath: string;
  /** The file's text, to find a front matter field's line (read only for a message: the load stage may not have read it). */
  source: () => string;
  /** The file's path below the docs folder, without extension. */
  fileId: string;
  /** The front matter id, when set. */
  frontMatterId?: string;
  /** The doc's id: the file's folder plus the front matter id, or fileId. */
  id: string;
  slug?: string;
  versionRoot: string;
}

/**
 * The names a doc's route comes from: its slug when it has one, else its id (its folders and file name, or its
 * front matter id). Each must be made of safe characters, and a slug must stay below the version root.
 */
export function checkDocNames({ relPath, source, fileId, frontMatterId, id, slug, versionRoot }: DocNames): void {
  if (frontMatterId !== undefined && /^\.\.?$/.test(frontMatterId)) {
    throw new BuildError(`${location(relPath, frontMatterLine(source(), 'id'))}: id "${frontMatterId}" is not a name. Use letters, digits, "-" and "_".`);
  }
  if (slug === undefined) {
    const badInId = frontMatterId === undefined ? undefined : unsafeCharacter(frontMatterId);
    if (badInId)
      throw new BuildError(
        `${location(relPath, frontMatterLine(source(), 'id'))}: id "${frontMatterId}" contains ${badInId}, which cannot be part of a page's URL. Use letters, digits, "-" and "_" (or set a slug).`,
      );
    checkFileName(relPath, frontMatterId === undefined ? fileId : id);
    return;
  }
  const at = () => location(relPath, frontMatterLine(source(), 'slug'));
  const bad = unsafeCharacter(slug);
  if (bad) {
    throw new BuildError(
      `${at()}: slug "${slug}" contains ${bad}. A slug is a path only: no query string ("?"), fragment ("#") or %-escape. Write the characters themselves, e.g. slug: /guides/my-page.`,
    );
  }
  if (slugPath(id, slug) === null)
    throw new BuildError(
      `${at()}: slug "${slug}" leaves the version root (${versionRoot}). A slug is a path below it: absolute (/guides/my-page) or relative to the doc's folder.`,
    );
}

/** Top-level output folders of the build's own: a version served there would be taken for them (assets/ is cached forever). */
const RESERVED_VERSION_NAMES = new Set(['assets']);

/**
 * Why `name` cannot name an archived version, or undefined. The name becomes a folder (versioned_docs/version-<name>)
 * and, by default, the version's URL segment: `.` would replace the current docs, `..` climb out, `assets` be served
 * as hashed assets. One check for version:cut and for versions.json.
 */
export function versionNameProblem(name: string): string | undefined {
  if (name === '') return 'it is empty';
  if (name === 'current') return '"current" is the docs folder itself, not an archived version';
  if (name.startsWith('.')) return 'it starts with "." (".", ".." and hidden names cannot be URL segments)';
  if (!/^[\w.-]+$/.test(name)) return 'a version name is made of letters, digits, ".", "-" and "_"';
  if (RESERVED_VERSION_NAMES.has(name)) return `${name}/ is a folder of the build's own`;
  return undefined;
}

/** The archived versions of versions.json, checked: valid names, each once. `file`: the name for messages. */
export function checkVersionNames(names: string[], file: string): void {
  const seen = new Set<string>();
  for (const name of names) {
    const problem = versionNameProblem(name);
    if (problem) throw new BuildError(`${file}: ${JSON.stringify(name)} is not a valid version name: ${problem}. Use e.g. "1.0.0".`);
    if (seen.has(name)) throw new BuildError(`${file}: version ${JSON.stringify(name)} is listed twice. Remove one.`);
    seen.add(name);
  }
}
