import type { Page } from '@playwright/test';
import { test, expect, gotoInteractive } from '../../fixtures';
import { codeDialog, fakeUsersApi, fillContact, form, nextButton, typeCode, uniquePhone } from '../credit-form/helpers';
import { onlyInSingleProfile } from '../support/profiles';

test.beforeEach(() => onlyInSingleProfile());

/** Records the `behavior` of every scripted scroll of the page (window.scrollTo and Element.scrollIntoView). */
async function recordScrolls(page: Page) {
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { __scrolls: string[] }).__scrolls = seen;
    const scrollTo = window.scrollTo.bind(window);
    window.scrollTo = ((...args: [ScrollToOptions]) => {
      if (typeof args[0] === 'object') seen.push(`scrollTo:${args[0].behavior ?? 'auto'}`);
      return scrollTo(...args);
    }) as typeof window.scrollTo;
    const scrollIntoView = Element.prototype.scrollIntoView;
    Element.prototype.scrollIntoView = function (this: Element, options?: boolean | ScrollIntoViewOptions) {
      if (typeof options === 'object') seen.push(`scrollIntoView:${options.behavior ?? 'auto'}`);
      return scrollIntoView.call(this, options);
    };
  });
  return () => page.evaluate(() => (window as unknown as { __scrolls: string[] }).__scrolls.slice());
}

/** A path change, 'Daha Fazla' on the home page, and a step change of the form. */
async function scrollEverywhere(page: Page) {
  await fakeUsersApi(page);
  // Server-rendered pages: scripted controls work once the page is hydrated.
  await gotoInteractive(page, '/');
  await page.getByRole('button', { name: 'Daha Fazla' }).click();
  await page.getByRole('contentinfo').getByRole('link', { name: 'Hakkımızda' }).first().click();
  await expect(page).toHaveURL(/\/hakkimizda$/);
  await gotoInteractive(page, '/form');
  await fillContact(page, uniquePhone());
  await nextButton(page).click();
  await typeCode(page, '1234');
  await codeDialog(page).getByRole('button', { name: 'Gönder' }).click();
  await expect(form(page).getByRole('heading', { name: 'Kişisel Bilgiler' })).toBeVisible();
}

for (const [motion, behaviour] of [
  ['reduce', 'auto'],
  ['no-preference', 'smooth'],
] as const) {
  test.describe(`prefers-reduced-motion: ${motion}`, () => {
    test.use({ reducedMotion: motion });

    test(`scripted scrolls are ${behaviour}`, async ({ page }) => {
      const scrolls = await recordScrolls(page);
      await scrollEverywhere(page);
      const seen = await scrolls();
      expect(seen).toEqual(expect.arrayContaining([`scrollTo:${behaviour}`, `scrollIntoView:${behaviour}`]));
      expect(seen.filter((s) => !s.endsWith(`:${behaviour}`))).toEqual([]);
    });

    test(`the chat bubble ${motion === 'reduce' ? 'appears without' : 'fades in with'} an animation`, async ({ page }) => {
      // The bubble's timer starts with the application, which loads at the first intent.
      await gotoInteractive(page, '/kvkk');
      const bubble = page.getByRole('status').filter({ hasText: 'Bizimle iletişime geçin' });
      await expect(bubble).toBeVisible({ timeout: 6000 });
      const seconds = await bubble.evaluate((el) =>
        Math.max(
          ...getComputedStyle(el)
            .transitionDuration.split(',')
            .map((d) => parseFloat(d)),
        ),
      );
      if (motion === 'reduce') expect(seconds).toBeLessThan(0.001);
      else expect(seconds).toBeGreaterThan(0.1);
    });
  });
}
