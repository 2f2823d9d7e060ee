/**
 * A fingerprint of the packages installed for the generator (and the site, if it has its own): the caches of later
 * stages hold results of code in node_modules (webpack's output, React's rendering) without hashing each file.
 */
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { hashKey } from './keys.ts';

function readOrEmpty(file: string): Buffer | string {
  try {
    return readFileSync(file);
  } catch {
    return '';
  }
}

export function installedPackagesHash(siteDir: string): string {
  // This file is in generator/node/cache/ (bundles keep its location: see package/location.ts).
  const generatorDir = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
  // The package's own version, the lockfiles of the workspace that holds it (this repository) and of the site.
  const files = [join(generatorDir, 'package.json'), join(generatorDir, '..', 'package-lock.json'), join(generatorDir, '..', 'node_modules', '.package-lock.json')];
  const all = [...files, join(siteDir, 'package-lock.json'), join(siteDir, 'node_modules', '.package-lock.json')];
  return hashKey([process.version, ...all.flatMap((file) => [readOrEmpty(file), '\u0000'])]);
}
