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
  // This file is in generator/node/ (bundles keep its location: see package/location.ts).
  const generatorDir = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
  const hash = createHash('sha1').update(process.version);
  // The package's own version, the lockfiles of the workspace that holds it (this repository) and of the site.
  const files = [join(generatorDir, 'package.json'), join(generatorDir, '..', 'package-lock.json'), join(generatorDir, '..', 'node_modules', '.package-lock.json')];
  for (const file of [...files, join(siteDir, 'package-lock.json'), join(siteDir, 'node_modules', '.package-lock.json')]) {
    hash.update(readOrEmpty(file)).update('\u0000');
  }
  return hash.digest('hex');
}
