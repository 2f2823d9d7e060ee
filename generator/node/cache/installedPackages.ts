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
  // Called only from the generator's own sources (not from a bundled child script): this file is in generator/node/cache/.
  const packageDir = join(dirname(fileURLToPath(import.meta.url)), '..', '..', '..');
  const files = [join(packageDir, 'package-lock.json'), join(packageDir, 'node_modules', '.package-lock.json'), join(siteDir, 'package-lock.json')];
  return hashKey([process.version, ...files.flatMap((file) => [readOrEmpty(file), '\u0000'])]);
}
