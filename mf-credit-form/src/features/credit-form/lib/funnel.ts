import { hasConsent } from '@kredi/contracts/consent';
import { funnelSource, type FunnelStep } from '@kredi/contracts/reports';
import { whenIdle } from './whenIdle';

/*
 * The form's funnel (docs/reports.md). A visit is this tab's session: sessionStorage remembers which steps
 * it already counted and where it came from, and never leaves the browser. Each step is sent once per visit, with
 * only the step and the source; the API adds one to that day's counter. No id, no name, no phone is sent.
 * It is statistics, not strictly necessary: without the visitor's consent nothing is stored or sent, and what an
 * earlier visit with consent stored is removed.
 */

const VISIT_KEY = 'kredi-huni:ziyaret';
const ENDPOINT = '/api/olcum/olay/';

interface Visit {
  source: string;
  steps: FunnelStep[];
}

function readVisit(storage: Storage): Visit {
  try {
    const stored = JSON.parse(storage.getItem(VISIT_KEY) ?? 'null') as Visit | null;
    if (stored && typeof stored.source === 'string' && Array.isArray(stored.steps)) return stored;
  } catch {
    // unreadable: a new visit
  }
  const campaign = new URLSearchParams(window.location.search).get('utm_campaign');
  return { source: funnelSource(document.referrer, campaign, window.location.hostname), steps: [] };
}

/** Counts `step` for this visit, once. Never throws: a lost count must not disturb the form. */
export function countFunnelStep(step: FunnelStep): void {
  try {
    const storage = window.sessionStorage;
    if (!hasConsent('istatistik')) {
      storage.removeItem(VISIT_KEY);
      return;
    }
    const visit = readVisit(storage);
    if (visit.steps.includes(step)) return;
    storage.setItem(VISIT_KEY, JSON.stringify({ ...visit, steps: [...visit.steps, step] }));
    const body = JSON.stringify({ adim: step, kaynak: visit.source });
    if (typeof navigator.sendBeacon === 'function') navigator.sendBeacon(ENDPOINT, new Blob([body], { type: 'text/plain' }));
    else void fetch(ENDPOINT, { method: 'POST', body, headers: { 'content-type': 'text/plain' }, keepalive: true }).catch(() => undefined);
  } catch {
    // storage refused (private mode) or no network: not counted
  }
}

/**
 * The visit's count, once the browser is idle: it is sent as the page opens, where its first sessionStorage read and
 * its beacon (~30 ms on the bench's 4x-slowed phone) would sit in the hydration's commit, before the form answers.
 */
export function countFunnelStepWhenIdle(step: FunnelStep): void {
  whenIdle(() => countFunnelStep(step));
}
