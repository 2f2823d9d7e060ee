/**
 * A timeline of the dev server's start-up, printed when `QDOCS_DEV_TRACE` is set (scripts/bench/devTrace.ts sets it):
 * each step with its wall time since the process started and the CPU time (user + system) the process had used by
 * then. CPU time suffers less than wall time from a loaded machine, so it tells what a change saved.
 */
const ON = Boolean(process.env.QDOCS_DEV_TRACE);

export function traceStep(step: string): void {
  if (!ON) return;
  const { user, system } = process.cpuUsage();
  console.log(`[trace] ${step}: ${Math.round(performance.now())} ms wall, ${Math.round((user + system) / 1000)} ms CPU`);
}
