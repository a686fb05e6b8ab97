import { onCLS, onINP, onLCP, onTTFB, type Metric } from 'web-vitals';
import { connectionTypeOf, type VitalMetric } from '@kredi/contracts/reports';

/*
 * Real visitors' speed (docs/reports.md): the `web-vitals` library measures LCP, INP, CLS and TTFB of this
 * page load; when the page is hidden (the last moment a browser reliably runs code), one beacon carries the page
 * path, the values and the connection type. Nothing else: no id, no cookie; the API keeps no IP.
 */

const ENDPOINT = '/api/olcum/hiz/';

interface NetworkInformation {
  effectiveType?: string;
}

export function startWebVitalsBeacon(): void {
  if (typeof navigator.sendBeacon !== 'function') return;
  const values = new Map<VitalMetric, number>();
  const keep = (metric: Metric) => values.set(metric.name as VitalMetric, metric.value);
  onLCP(keep);
  onINP(keep);
  onCLS(keep);
  onTTFB(keep);
  const path = window.location.pathname;
  const send = () => {
    if (document.visibilityState !== 'hidden' || values.size === 0) return;
    const connection = (navigator as Navigator & { connection?: NetworkInformation }).connection;
    const body = JSON.stringify({
      yol: path,
      baglanti: connectionTypeOf(connection?.effectiveType),
      olcumler: [...values].map(([ad, deger]) => ({ ad, deger: Math.round(deger * 1000) / 1000 })),
    });
    // text/plain: a simple request, which a beacon may send to another origin without a preflight.
    navigator.sendBeacon(ENDPOINT, new Blob([body], { type: 'text/plain' }));
    values.clear();
  };
  document.addEventListener('visibilitychange', send);
}
