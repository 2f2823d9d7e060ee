/**
 * A fingerprint of the packages installed for the generator (and the site, if it has its own): the caches of later
 * stages hold results of code in node_modules (webpack's output, React's rendering) without hashing each file.
 */
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

function readOrEmpty(file: string): Buffer | string {
  try {
    return readFileSync(file);
  } catch {
    return '';
  }
}

export function installedPackagesHash(siteDir: string): string {
  // Called only from the generator's own sources (not from a bundled child script): this file is in generator/node/.
  const packageDir = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
  const hash = createHash('sha1').update(process.version);
  for (const file of [join(packageDir, 'package-lock.json'), join(packageDir, 'node_modules', '.package-lock.json'), join(siteDir, 'package-lock.json')]) {
    hash.update(readOrEmpty(file)).update('\u0000');
  }
  return hash.digest('hex');
}
