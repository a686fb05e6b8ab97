import type { CDPSession } from 'playwright-core';

/**
 * The slow phone every page bench emulates (home-page.ts, lcp-compare.ts, lcp-trace.ts): 150 ms RTT, 1.6 Mbps down,
 * 750 kbps up, 4x CPU, a 412x823 screen. One definition, so figures of the three benches stay comparable.
 */
export const PHONE = {
  rttMs: 150,
  downloadKbps: 1.6 * 1024,
  uploadKbps: 750,
  cpuSlowdown: 4,
  viewport: { width: 412, height: 823 },
};

/** Browser-context options of that phone. */
export const PHONE_CONTEXT = { viewport: PHONE.viewport, deviceScaleFactor: 2.625, isMobile: true, hasTouch: true, locale: 'tr-TR' };

/** Throttles a page's network and CPU as the phone, with map tiles blocked. */
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
