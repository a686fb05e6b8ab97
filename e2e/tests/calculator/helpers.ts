import type { Page, Route } from '@playwright/test';
import { expect, gotoInteractive } from '../../fixtures';

export const CALCULATE = '**/api/kredi/hesapla/';

export const amountField = (page: Page) => page.getByRole('textbox', { name: /^Kredi Tutarı/ });
export const vehicleField = (page: Page) => page.getByRole('textbox', { name: /^Aracın Kasko Değeri/ });
export const termSelect = (page: Page) => page.getByRole('combobox', { name: 'Vade' });
export const calculateButton = (page: Page) => page.getByRole('button', { name: /^(Hesapla|Hesaplanıyor\.\.\.)$/ });
/** The info line of a shortened term (the footer's chat bubble is a status too, so look inside the form). */
export const termNotice = (page: Page) => page.getByRole('form', { name: 'Kredi hesaplama formu' }).getByRole('status');
export const instalment = (page: Page) => page.getByTestId('aylik-taksit');
export const tab = (page: Page, name: string) => page.getByRole('tab', { name: new RegExp(`^${name}`) });

/** Opens the page, waits until it is interactive (server-rendered, then hydrated) and the tabs came from the API (or its fallback). */
export async function openCalculator(page: Page) {
  await gotoInteractive(page, '/kredi-hesaplama');
  await expect(page.getByRole('heading', { level: 1, name: 'Kredi Hesaplama' })).toBeVisible();
  await expect(tab(page, 'İhtiyaç')).toHaveAttribute('aria-selected', 'true');
}

/** Holds the calculation requests until `release` is called, then lets them through to the API. */
export async function holdCalculations(page: Page) {
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(CALCULATE, async (route: Route) => {
    await held;
    await route.continue();
  });
  return release;
}
