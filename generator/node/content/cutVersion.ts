/**
 * `npm run version:cut -- <name>`: snapshots the current docs and sidebars (docs.path, docs.sidebarPath) into an archived version, like
 * Docusaurus's `docs:version`: versioned_docs/version-<name>/, versioned_sidebars/version-<name>-sidebars.json,
 * and <name> added first in versions.json.
 */
import { cpSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { BuildError } from '../errors.ts';
import { loadConfig } from '../config/load.ts';
import { currentSidebarsFile, DEFAULT_SIDEBARS, loadSidebarsFile } from './sidebarsFile.ts';
import { versionNameProblem } from './names.ts';

export async function cutVersion(siteDir: string, name: string): Promise<void> {
  const problem = versionNameProblem(name);
  if (problem) throw new BuildError(`${JSON.stringify(name)} is not a valid version name: ${problem}. Use e.g. 1.0.0.`);
  const versionsFile = join(siteDir, 'versions.json');
  const versions: string[] = existsSync(versionsFile) ? JSON.parse(readFileSync(versionsFile, 'utf8')) : [];
  const target = join(siteDir, 'versioned_docs', `version-${name}`);
  if (versions.includes(name) || existsSync(target))
    throw new BuildError(`Version ${name} already exists (versions.json or ${target}). Pick another name or delete the old snapshot first.`);
  // The current version lives where site.config.ts says (docs.path, docs.sidebarPath), as the build reads it.
  const config = await loadConfig(siteDir);
  const { docs } = config;
  const docsDir = join(siteDir, docs.path);
  if (!existsSync(docsDir)) throw new BuildError(`Nothing to snapshot: ${docsDir} does not exist (docs.path in site.config.ts).`);
  // The sidebars as the build reads them: the configured file, a conventional one, or the generated default.
  const sidebarsFile = currentSidebarsFile(siteDir, config);
  if (sidebarsFile && !existsSync(sidebarsFile)) throw new BuildError(`Nothing to snapshot: ${sidebarsFile} does not exist (docs.sidebarPath in site.config.ts).`);
  const sidebars = sidebarsFile === false ? {} : sidebarsFile ? await loadSidebarsFile(sidebarsFile, siteDir) : DEFAULT_SIDEBARS;
  mkdirSync(join(siteDir, 'versioned_sidebars'), { recursive: true });
  cpSync(docsDir, target, { recursive: true });
  writeFileSync(join(siteDir, 'versioned_sidebars', `version-${name}-sidebars.json`), JSON.stringify(sidebars, null, 2) + '\n');
  writeFileSync(versionsFile, JSON.stringify([name, ...versions], null, 2) + '\n');
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const name = process.argv[2];
  if (!name) {
    console.error('Usage: npm run version:cut -- <version name>');
    process.exit(2);
  }
  try {
    await cutVersion(process.cwd(), name);
    console.log(
      `Version ${name} created: versioned_docs/version-${name}/ and versioned_sidebars/version-${name}-sidebars.json. Its label and banner can be set in site.config.ts under docs.versions["${name}"].`,
    );
  } catch (error) {
    console.error(error instanceof BuildError ? error.message : error);
    process.exit(1);
  }
}
