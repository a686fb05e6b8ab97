/*
 * The credit form's funnel (docs/reports.md). The browser counts each step once per visit (an anonymous
 * id in sessionStorage that never leaves the browser) and sends only the step and where the visit came from; the
 * API adds one to that day's counter. Nothing about the person is sent or kept: no id, no IP, no phone.
 */

export const FUNNEL_STEPS = [
  { id: 'ziyaret', label: '/form ziyareti' },
  { id: 'sms_gonderildi', label: 'SMS kodu gönderildi' },
  { id: 'kod_dogrulandi', label: 'Kod doğrulandı' },
  { id: 'adim2', label: '2. adım tamamlandı' },
  { id: 'adim3', label: '3. adım tamamlandı' },
  { id: 'sonuc', label: 'Sonuç görüldü' },
  { id: 'geri_arama', label: 'Geri arama istendi' },
] as const;

export type FunnelStep = (typeof FUNNEL_STEPS)[number]['id'];
export const FUNNEL_STEP_IDS = FUNNEL_STEPS.map((step) => step.id) as unknown as readonly FunnelStep[];

/** A visit without a referrer or campaign. */
export const DIRECT_SOURCE = 'doğrudan';
export const SOURCE_MAX_LENGTH = 60;

/**
 * Where a visit came from, as one short label: the UTM campaign when there is one ('kampanya:yaz-2026'), else the
 * referrer's host without 'www.' ('google.com'), else 'doğrudan'. Never a path or a query, which may carry data.
 */
export function funnelSource(referrer: string, utmCampaign: string | null, ownHost: string): string {
  const campaign = utmCampaign
    ?.trim()
    .toLocaleLowerCase('tr-TR')
    .replace(/[^a-z0-9çğıöşü._-]+/g, '-');
  if (campaign) return `kampanya:${campaign}`.slice(0, SOURCE_MAX_LENGTH);
  try {
    const host = new URL(referrer).hostname.replace(/^www\./, '');
    if (host && host !== ownHost.replace(/^www\./, '')) return host.slice(0, SOURCE_MAX_LENGTH);
  } catch {
    // no or unreadable referrer
  }
  return DIRECT_SOURCE;
}

/** The funnel's rows with the drop from the previous step, in percent (null for the first or after a zero). */
export function funnelWithDrops(counts: Readonly<Record<FunnelStep, number>>) {
  return FUNNEL_STEPS.map((step, index) => {
    const count = counts[step.id] ?? 0;
    const previous = index === 0 ? undefined : (counts[FUNNEL_STEPS[index - 1]!.id] ?? 0);
    const drop = previous === undefined || previous === 0 ? null : Math.round(((previous - count) / previous) * 1000) / 10;
    return { step: step.id, label: step.label, count, drop };
  });
}

/** The server's check of a source label the browser sent: a host, a campaign or 'doğrudan'; anything else is 'doğrudan'. */
export function cleanSource(raw: string): string {
  const value = raw.trim().toLocaleLowerCase('tr-TR').slice(0, SOURCE_MAX_LENGTH);
  return /^(kampanya:[a-z0-9çğıöşü._-]+|[a-z0-9-]+(\.[a-z0-9-]+)+)$/.test(value) ? value : DIRECT_SOURCE;
}
