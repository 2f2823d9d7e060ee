/**
 * The one way build stages write into the output folder: every path is checked to stay inside it first, so no
 * route, id or file name can make the build write elsewhere (a slug of `/../../src/x` once overwrote a source).
 */
import { copyFileSync, mkdirSync, writeFileSync } from 'node:fs';
import { dirname, isAbsolute, relative, resolve } from 'node:path';
import { BuildError } from '../errors.ts';

/** The absolute path of `rel` inside `outDir`; an error when it resolves outside (or to outDir itself). */
export function outputPath(outDir: string, rel: string): string {
  const root = resolve(outDir);
  const target = resolve(root, rel);
  const inside = relative(root, target);
  if (!inside || inside.startsWith('..') || isAbsolute(inside) || rel.includes('\0')) {
    throw new BuildError(`Refusing to write "${rel}": it is outside the output folder ${root}. A slug, id or file name leads out of the site; fix it.`);
  }
  return target;
}

/** Writes a file inside `outDir` (creating its folders); returns its absolute path. */
export function writeOutput(outDir: string, rel: string, data: string | Uint8Array): string {
  const target = outputPath(outDir, rel);
  mkdirSync(dirname(target), { recursive: true });
  writeFileSync(target, data);
  return target;
}

/** Copies a file to `rel` inside `outDir` (creating its folders). */
export function copyToOutput(outDir: string, rel: string, source: string): string {
  const target = outputPath(outDir, rel);
  mkdirSync(dirname(target), { recursive: true });
  copyFileSync(source, target);
  return target;
}
