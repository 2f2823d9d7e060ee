/**
 * `npm run build`: builds the site of the current folder into build/ (build.ts), printing each stage's time and what
 * it reused. Run from a bundle of the generator's code by generator/bin/qdocs.mjs: no TypeScript loader in the
 * process (the site's own TypeScript, site.config.ts and sidebars.ts, is read through jiti: config/loadModule.ts).
 */
import { resolve } from 'node:path';
import { build } from './build.ts';
import { parseCommand } from './commandLine.ts';
import { BuildError } from './errors.ts';

const { values, positionals } = parseCommand({
  name: 'build',
  usage: '[siteDir] [--out-dir <dir>]',
  summary: 'Builds the site of the current folder (or siteDir) into build/ (or --out-dir), as `docusaurus build` does.',
  options: { 'out-dir': { type: 'string' } },
  positionals: 1,
  ignored: {
    'no-minify': { type: 'boolean', reason: 'the production build is always minified' },
    'bundle-analyzer': { type: 'boolean', reason: 'there is no bundle analyzer; `npm run bench` reports the first-load JavaScript' },
    config: { type: 'string', reason: 'the configuration is site.config.ts or docusaurus.config.* in the site folder' },
    locale: { type: 'string', reason: 'the site is built in its one locale' },
    dev: { type: 'boolean', reason: 'the build is always a production build; use qdocs start while writing' },
  },
});

let finished = false;
// A site's code that calls process.exit(0) mid-build must not pass for a successful build (CI reported success with
// no build at all).
process.on('exit', (code) => {
  if (finished || code !== 0) return;
  console.error("\nBuild failed: the process was ended before the build finished (did the site's code call process.exit?).\n");
  process.exitCode = 1;
});
// Ctrl-C or a kill ends the build through process.exit, whose listeners end the child processes (children/child.ts).
process.once('SIGINT', () => process.exit(130));
process.once('SIGTERM', () => process.exit(143));

async function main() {
  const started = performance.now();
  const siteDir = resolve(positionals[0] ?? '.');
  const outDir = typeof values['out-dir'] === 'string' ? resolve(values['out-dir']) : undefined;
  try {
    const result = await build({ siteDir, outDir, log: (m) => console.log(`  ${m}`) });
    for (const w of result.warnings) console.warn(`warning: ${w}`);
    const into = outDir ? values['out-dir'] : positionals[0] ? `${positionals[0].replace(/\/$/, '')}/build` : 'build';
    console.log(`Built ${result.routes.length + 1} pages into ${into}/ in ${((performance.now() - started) / 1000).toFixed(1)} s.`);
  } catch (error) {
    if (error instanceof BuildError) {
      console.error(`\nBuild failed: ${error.message}\n`);
    } else {
      console.error('\nBuild failed with an internal error:', error);
    }
    process.exitCode = 1;
  }
  finished = true;
}

await main();
