import { allConsentGrants, saveConsentChoice } from '@kredi/contracts/consent';
import { countFunnelStep, countFunnelStepWhenIdle } from './funnel';

/** The steps the beacons carried, in order. */
async function sentSteps(beacon: jest.Mock): Promise<string[]> {
  const bodies = await Promise.all(beacon.mock.calls.map(([, blob]: [string, Blob]) => blob.text()));
  return bodies.map((body) => (JSON.parse(body) as { adim: string }).adim);
}

describe('the form funnel', () => {
  let beacon: jest.Mock;

  beforeEach(() => {
    window.sessionStorage.clear();
    saveConsentChoice({ istatistik: true });
    beacon = jest.fn(() => true);
    Object.defineProperty(navigator, 'sendBeacon', { value: beacon, configurable: true });
  });

  afterEach(() => {
    jest.useRealTimers();
    delete (window as { requestIdleCallback?: unknown }).requestIdleCallback;
  });

  it('without consent to statistics stores and sends nothing, and removes what a consented visit stored', () => {
    countFunnelStep('ziyaret');
    expect(window.sessionStorage.getItem('kredi-huni:ziyaret')).not.toBeNull();
    beacon.mockClear();
    saveConsentChoice(allConsentGrants(false));
    countFunnelStep('adim2');
    expect(beacon).not.toHaveBeenCalled();
    expect(window.sessionStorage.getItem('kredi-huni:ziyaret')).toBeNull();
    window.localStorage.clear();
    countFunnelStep('adim3');
    expect(beacon).not.toHaveBeenCalled();
    expect(window.sessionStorage.length).toBe(0);
  });

  it('sends each step once per visit, with its source and nothing personal', async () => {
    countFunnelStep('ziyaret');
    countFunnelStep('ziyaret');
    countFunnelStep('adim2');
    expect(await sentSteps(beacon)).toEqual(['ziyaret', 'adim2']);
    expect(beacon.mock.calls[0][0]).toBe('/api/olcum/olay/');
    expect(Object.keys(JSON.parse(await (beacon.mock.calls[0][1] as Blob).text()) as object).sort()).toEqual(['adim', 'kaynak']);
  });

  it('counts the visit once the browser is idle, not while the page is being taken over', async () => {
    const idle: Array<() => void> = [];
    window.requestIdleCallback = ((callback: () => void) => idle.push(callback)) as typeof window.requestIdleCallback;
    countFunnelStepWhenIdle('ziyaret');
    expect(beacon).not.toHaveBeenCalled();
    idle.forEach((callback) => callback());
    expect(await sentSteps(beacon)).toEqual(['ziyaret']);
  });

  it('counts the visit after the current task where the browser has no idle callback', async () => {
    jest.useFakeTimers();
    countFunnelStepWhenIdle('ziyaret');
    expect(beacon).not.toHaveBeenCalled();
    jest.runAllTimers();
    expect(await sentSteps(beacon)).toEqual(['ziyaret']);
  });
});
