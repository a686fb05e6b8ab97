import { formatNumberTR } from '@kredi/kernel';
import { CRM_STAGE_INFO, type CrmStage } from '@kredi/contracts/crm';

const dayFormat = new Intl.DateTimeFormat('tr-TR', { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' });
const shortDayFormat = new Intl.DateTimeFormat('tr-TR', { day: 'numeric', month: 'short', timeZone: 'UTC' });

/** '2026-01-05' -> '5 Oca 2026'; a week's key reads '5 Oca 2026 haftası'. */
export const formatDay = (day: string) => dayFormat.format(new Date(`${day}T00:00:00Z`));
export const formatPeriod = (period: string, weekly: boolean) => (weekly ? `${formatDay(period)} haftası` : formatDay(period));
export const formatShortDay = (day: string) => shortDayFormat.format(new Date(`${day}T00:00:00Z`));

export const formatCount = (value: number) => formatNumberTR(value);

/** 12.5 -> '%12,5' */
export const formatPercent = (value: number | null) =>
  value === null ? '–' : `%${new Intl.NumberFormat('tr-TR', { maximumFractionDigits: 1 }).format(value)}`;

/** Minutes as '45 dk', '3 sa 20 dk', '2 gün 4 sa'. */
export function formatMinutes(value: number | null): string {
  if (value === null) return '–';
  const total = Math.round(value);
  if (total < 60) return `${total} dk`;
  const hours = Math.floor(total / 60);
  if (hours < 24) return `${hours} sa ${total % 60} dk`;
  return `${Math.floor(hours / 24)} gün ${hours % 24} sa`;
}

export const stageLabel = (stage: string) => CRM_STAGE_INFO[stage as CrmStage]?.label ?? stage;

export const LOAN_TYPE_LABELS: Record<string, string> = {
  ihtiyac: 'İhtiyaç',
  tasit: 'Taşıt',
  konut: 'Konut',
  ticari: 'Ticari',
  genel: 'Türsüz',
};

/** A vital's value with its unit: '1,2 sn', '180 ms', '0,04'. */
export function formatVital(metric: string, value: number | null): string {
  if (value === null) return '–';
  if (metric === 'CLS') return new Intl.NumberFormat('tr-TR', { maximumFractionDigits: 3 }).format(value);
  return value >= 1000
    ? `${new Intl.NumberFormat('tr-TR', { maximumFractionDigits: 2 }).format(value / 1000)} sn`
    : `${formatNumberTR(value)} ms`;
}
