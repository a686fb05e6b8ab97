// How busy each CPU was during a phase (Linux /proc/stat), printed beside its figures: with the client on one CPU and
// the servers on the other (BENCH_CLIENT_CPUS / BENCH_SERVER_CPUS), it shows which side set the rate.
import { readFileSync } from 'node:fs';

interface CpuTimes {
  idle: number;
  total: number;
}

function cpuTimes(): CpuTimes[] {
  try {
    return readFileSync('/proc/stat', 'utf8')
      .split('\n')
      .filter((line) => /^cpu\d+ /.test(line))
      .map((line) => {
        // user nice system idle iowait irq softirq steal ...
        const fields = line.trim().split(/\s+/).slice(1).map(Number);
        return { idle: fields[3]! + fields[4]!, total: fields.reduce((a, b) => a + b, 0) };
      });
  } catch {
    return []; // not Linux: no figure
  }
}

/** Starts a window; the function returned gives each CPU's busy share since then, in percent. */
export function cpuWindow(): () => number[] {
  const start = cpuTimes();
  return () =>
    cpuTimes().map((end, i) => {
      const total = end.total - (start[i]?.total ?? 0);
      return total > 0 ? Math.round((100 * (total - (end.idle - (start[i]?.idle ?? 0)))) / total) : 0;
    });
}
