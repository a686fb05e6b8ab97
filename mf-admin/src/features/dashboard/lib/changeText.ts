/** One decimal at most, Turkish style: 12,5. */
const percentTR = new Intl.NumberFormat('tr-TR', { maximumFractionDigits: 1 });

/** '+%12,5' / '-%3' / '%0' for a percent change, '72 kat' from ten times up; null (no previous window) reads 'yeni' when there is something new. */
export function changeText(changePercent: number | null, last: number): string {
  if (changePercent === null) return last > 0 ? 'Yeni' : '—';
  // '+%7.100' reads like seven percent: a growth of ten times or more is said as a multiple ('72 kat').
  if (changePercent >= 900) return `${percentTR.format(1 + changePercent / 100)} kat`;
  const sign = changePercent > 0 ? '+' : changePercent < 0 ? '-' : '';
  return `${sign}%${percentTR.format(Math.abs(changePercent))}`;
}

/** Green for growth, red for a fall, grey otherwise. */
export function changeColor(changePercent: number | null): 'success.main' | 'error.main' | 'text.secondary' {
  if (changePercent === null || changePercent === 0) return 'text.secondary';
  return changePercent > 0 ? 'success.main' : 'error.main';
}
