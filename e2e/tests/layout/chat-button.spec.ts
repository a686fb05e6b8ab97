import type { Page } from '@playwright/test';
import { test, expect, gotoInteractive } from '../../fixtures';
import { APPLICATION_ENTRY, holdScripts } from '../support/heldScripts';
import {
  fakeUsersApi,
  fillContact,
  fillIdentity,
  fillPersonal,
  form,
  nextButton,
  select,
  typeCode,
  uniquePhone,
  codeDialog,
} from '../credit-form/helpers';
import {
  LAYOUT_WIDTHS,
  VIEWPORT_HEIGHT,
  chatButtonCoversWhileScrolling,
  controlsUnderChatButton,
  pageLayoutProblems,
} from '../support/layout';
import { onlyInSingleProfile } from '../support/profiles';
import { PUBLIC_PAGES, openPublicPage } from '../support/publicPages';

// The button's moves are instant, so each scroll position is judged once it has settled.
test.use({ reducedMotion: 'reduce' });
test.beforeEach(() => onlyInSingleProfile());

/** At every stop of a scroll through the page, the chat button covers none of the controls on the screen. */
async function expectChatButtonCoversNothing(page: Page, what: string) {
  expect(await chatButtonCoversWhileScrolling(page), what).toEqual([]);
}

/**
 * The same check at every layout width, by resizing the open page (the button's clearance follows resizes, as when
 * a phone is turned): one page load per page instead of one per width keeps this spec affordable on CI.
 */
async function expectCoversNothingAtEveryWidth(page: Page, what: string) {
  for (const width of LAYOUT_WIDTHS) {
    await page.setViewportSize({ width, height: VIEWPORT_HEIGHT });
    await expectChatButtonCoversNothing(page, `${what} at ${width}px`);
  }
}

test.describe('at every layout width the chat button covers no control', () => {
  for (const target of PUBLIC_PAGES) {
    // The same load also checks the page's own layout at each width: it fits with no sideways scroll and keeps a
    // one-line header with even spacing (what page-layout.spec.ts once did with a load per width).
    test(`on ${target.key}, which fits every width with a one-line header`, async ({ page }) => {
      await page.setViewportSize({ width: LAYOUT_WIDTHS[0], height: VIEWPORT_HEIGHT });
      await openPublicPage(page, target);
      for (const width of LAYOUT_WIDTHS) {
        await page.setViewportSize({ width, height: VIEWPORT_HEIGHT });
        await expect.poll(() => pageLayoutProblems(page), { message: `${target.path} at ${width}px`, timeout: 5000 }).toEqual([]);
        await expectChatButtonCoversNothing(page, `${target.path} at ${width}px`);
      }
    });
  }

  test('on every step of /form', async ({ page }) => {
    // One walk through the form, checked at six widths on each of its four steps (about 60 s on a busy 2-core
    // machine; once 120 s was not enough while the other worker ran a heavy spec).
    test.setTimeout(180_000);
    await page.setViewportSize({ width: LAYOUT_WIDTHS[0], height: VIEWPORT_HEIGHT });
    await fakeUsersApi(page);
    await gotoInteractive(page, '/form');
    await fillContact(page, uniquePhone());
    await expectCoversNothingAtEveryWidth(page, 'step 1');
    await nextButton(page).click();
    await typeCode(page, '1234');
    await codeDialog(page).getByRole('button', { name: 'Gönder' }).click();
    await expect(form(page).getByRole('heading', { name: 'Kişisel Bilgiler' })).toBeVisible();
    await expectCoversNothingAtEveryWidth(page, 'step 2');
    await fillPersonal(page);
    await nextButton(page).click();
    await select(page, 'Findeks Kredi Notunuz').selectOption('0');
    await expectCoversNothingAtEveryWidth(page, 'step 3 with the identity block');
    await fillIdentity(page, { gender: 'Erkek' });
    await nextButton(page).click();
    await expect(form(page).getByRole('heading', { name: 'Başvurunuz başarıyla alınmıştır!' })).toBeVisible();
    await expectCoversNothingAtEveryWidth(page, 'step 4');
  });
});

// The page as served, before its application loads (a slow phone, or before the first intent): the button's clearance
// logic is not there yet, so the server HTML itself must leave the button room.
for (const target of PUBLIC_PAGES) {
  test(`before hydration, the chat button covers no control on ${target.key}`, async ({ page }) => {
    // Scrolling is an intent: the application is held, so the page stays as served.
    // The server sends the same HTML at every width and no script of the application runs, so resizing the page as
    // served is what loading it at each width would show (CSS alone places the button).
    const application = await holdScripts(page, APPLICATION_ENTRY);
    await page.setViewportSize({ width: LAYOUT_WIDTHS[0], height: VIEWPORT_HEIGHT });
    const response = await page.goto(target.path);
    expect(response?.headers()['x-render']).toBe('server');
    for (const width of LAYOUT_WIDTHS) {
      await page.setViewportSize({ width, height: VIEWPORT_HEIGHT });
      await expectChatButtonCoversNothing(page, `${target.path} at ${width}px, as served`);
    }
    await expect(page.locator('html')).not.toHaveAttribute('data-interactive');
    application.release();
  });
}

test('the speech bubble shows beside the chat button on wider screens, never on a phone, where it would cover the text', async ({
  page,
}) => {
  const bubble = page.getByRole('status').filter({ hasText: 'Bizimle iletişime geçin' });
  await page.setViewportSize({ width: 1366, height: VIEWPORT_HEIGHT });
  await gotoInteractive(page, '/kvkk');
  // The bubble appears 3 s after load (the product's timing) and stays 5 s.
  await expect(bubble).toBeVisible({ timeout: 6000 });
  await expect.poll(() => controlsUnderChatButton(page)).toEqual([]);
  // The same moment on a phone: hidden, the button alone stays, clear of every control.
  await page.setViewportSize({ width: 390, height: VIEWPORT_HEIGHT });
  await expect(bubble).toBeHidden();
  await expect(page.getByRole('link', { name: 'WhatsApp ile yazın' })).toBeVisible();
  await expect.poll(() => controlsUnderChatButton(page)).toEqual([]);
});
