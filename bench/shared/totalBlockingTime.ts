/**
 * Lighthouse-style TBT: the blocking part (over 50 ms) of each long task between FCP and `until` (TTI, or the end of
 * the observed span). One definition, so the page benches' TBT figures stay comparable.
 */
export function totalBlockingTime(tasks: { start: number; duration: number }[], fcp: number, until = Infinity): number {
  let total = 0;
  for (const t of tasks) {
    const start = Math.max(t.start, fcp);
    const end = Math.min(t.start + t.duration, until);
    if (end <= start) continue;
    total += Math.max(0, end - start - 50);
  }
  return total;
}
