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
