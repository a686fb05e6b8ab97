// Writes shell/public/og-image.png (1200x630) from og-image.html with the machine's Chromium: run it again after
// changing the page. The PNG is committed; the build copies it (tooling/webpack/createWebpackConfig.mjs).
import path from 'node:path';
import { chromium } from 'playwright-core';

const here = import.meta.dirname;

async function render(): Promise<void> {
  const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: ['--no-sandbox'] });
  try {
    const page = await browser.newPage({ viewport: { width: 1200, height: 630 } });
    await page.goto(`file://${path.join(here, 'og-image.html')}`);
    await page.screenshot({ path: path.join(here, '..', 'public', 'og-image.png') });
  } finally {
    await browser.close();
  }
}

void render();
