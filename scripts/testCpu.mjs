/**
 * Loaded (`--import`) into every test file's process by scripts/test.ts: when the process exits, writes the CPU time
 * it used, with the children it waited for (builds' children, dev servers, Chromium), and its wall time, to tests/.tmp/test-cpu/, where
 * scripts/testTimes.mjs reads it. Wall time alone says little on a shared 2-core machine: a file waiting for the CPU
 * looks as slow as one using it. (JavaScript: loaded before tsx's loader.)
 */
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';

/** Linux reports the times of /proc/<pid>/stat in ticks of 1/100 s (USER_HZ) on every architecture. */
export const TICKS_PER_SECOND = 100;

const file = process.argv[1];
// Only a test file's own process (the runner starts each with NODE_TEST_CONTEXT set), not the runner itself.
if (process.env.NODE_TEST_CONTEXT && file) {
  process.once('exit', () => {
    let stat;
    try {
      stat = readFileSync('/proc/self/stat', 'utf8');
    } catch {
      return; // not Linux: no figure
    }
    // Fields after the command name: state is field 3, utime 14, stime 15, cutime 16, cstime 17.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    const ticks = [11, 12, 13, 14].reduce((sum, i) => sum + Number(fields[i]), 0);
    const dir = join(process.cwd(), 'tests', '.tmp', 'test-cpu');
    mkdirSync(dir, { recursive: true });
    const path = relative(process.cwd(), resolve(file));
    // The process's own wall time too: the reporter sees a file's events only when the runner passes them on, which it
    // does file by file in order, so a span measured there holds the time a file's report waited behind another's.
    const record = { file: path, cpuSeconds: ticks / TICKS_PER_SECOND, wallSeconds: Math.round(process.uptime() * 10) / 10 };
    writeFileSync(join(dir, `${path.replaceAll('/', '__')}.json`), JSON.stringify(record));
  });
}
