import type { Browser, CDPSession } from 'playwright-core';

/** A device the page benches emulate: network round trip and bandwidth, CPU slowdown and screen. */
export interface Device {
  name: string;
  rttMs: number;
  downloadKbps: number;
  uploadKbps: number;
  cpuSlowdown: number;
  viewport: { width: number; height: number };
}

/**
 * The devices every page bench can emulate (home-page.ts, taps.ts, lcp-compare.ts, lcp-trace.ts), one definition so
 * their figures stay comparable: a mid-range phone (150 ms RTT, 1.6 Mbps down, 750 kbps up, 4x CPU) and a low-end
 * one (300 ms RTT, 1 Mbps down, 500 kbps up, 6x CPU), both on a 412x823 screen.
 */
export const DEVICES = {
  phone: { name: 'phone', rttMs: 150, downloadKbps: 1.6 * 1024, uploadKbps: 750, cpuSlowdown: 4, viewport: { width: 412, height: 823 } },
  'low-end': { name: 'low-end', rttMs: 300, downloadKbps: 1024, uploadKbps: 500, cpuSlowdown: 6, viewport: { width: 412, height: 823 } },
} satisfies Record<string, Device>;

export type DeviceName = keyof typeof DEVICES;

/** The device of this run: `BENCH_DEVICE=low-end`, the mid-range phone otherwise. */
export function deviceFromEnv(): Device {
  const name = process.env.BENCH_DEVICE ?? 'phone';
  if (!(name in DEVICES)) throw new Error(`BENCH_DEVICE=${name}: one of ${Object.keys(DEVICES).join(', ')}`);
  return DEVICES[name as DeviceName];
}

/** The device this run emulates. */
export const PHONE: Device = deviceFromEnv();

/** Browser-context options of that phone. */
export const PHONE_CONTEXT = { viewport: PHONE.viewport, deviceScaleFactor: 2.625, isMobile: true, hasTouch: true, locale: 'tr-TR' };

/** Throttles a page's network and CPU as this run's device, with map tiles blocked. */
export async function emulatePhone(cdp: CDPSession, { cacheDisabled = false }: { cacheDisabled?: boolean } = {}): Promise<void> {
  await cdp.send('Network.enable');
  // Map tiles are third-party and would make the figures depend on the outside network. Blocked by the browser, not
  // with Playwright's routing: routing turns the HTTP cache off, and the warm visits measure that cache.
  await cdp.send('Network.setBlockedURLs', { urls: ['*tile.openstreetmap.org*'] });
  if (cacheDisabled) await cdp.send('Network.setCacheDisabled', { cacheDisabled });
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: PHONE.rttMs,
    downloadThroughput: (PHONE.downloadKbps * 1024) / 8,
    uploadThroughput: (PHONE.uploadKbps * 1024) / 8,
  });
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: PHONE.cpuSlowdown });
}

/**
 * A fresh browser context of this run's device (cold cache unless asked otherwise, service workers blocked) with
 * `initScripts` run before any of the page's own scripts, and its page throttled.
 */
export async function openPhonePage(
  browser: Browser,
  { cacheDisabled, initScripts = [] }: { cacheDisabled: boolean; initScripts?: string[] },
) {
  const context = await browser.newContext({
    ...PHONE_CONTEXT,
    userAgent:
      'Mozilla/5.0 (Linux; Android 11; moto g power (2022)) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Mobile Safari/537.36',
    serviceWorkers: 'block',
  });
  for (const content of initScripts) await context.addInitScript({ content });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await emulatePhone(cdp, { cacheDisabled });
  return { context, page, cdp };
}
