/** One measured build in its own process: prints {"ms", "maxRssMb"} as JSON on the last line. */
import { build } from '../build.ts';

const [siteDir, outDir] = process.argv.slice(2);
const started = performance.now();
await build({ siteDir, outDir });
const ms = performance.now() - started;
console.log(JSON.stringify({ ms: Math.round(ms), maxRssMb: Math.round(process.resourceUsage().maxRSS / 1024) }));
