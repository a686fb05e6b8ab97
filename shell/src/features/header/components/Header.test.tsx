import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '@kredi/kernel/testing';
import { defaultSiteConfig } from '@kredi/kernel';
import { Header } from './Header';

test('desktop header: five links with the active one marked, phone link and Hemen Başvur in a new tab', () => {
  renderWithProviders(<Header />, { route: '/blog/ornek-yazi' });
  const nav = screen.getByRole('navigation', { name: 'Ana menü' });
  const labels = within(nav)
    .getAllByRole('link')
    .map((a) => a.textContent);
  expect(labels).toEqual(['Ana Sayfa', 'Blog', 'Hakkımızda', 'Kredi Hesaplama', 'İletişim']);
  expect(within(nav).getByRole('link', { name: 'Blog' })).toHaveAttribute('aria-current', 'page');
  expect(within(nav).getByRole('link', { name: 'Ana Sayfa' })).not.toHaveAttribute('aria-current');
  expect(screen.getByRole('link', { name: defaultSiteConfig.phone })).toHaveAttribute('href', defaultSiteConfig.phoneHref);
  const apply = screen.getByRole('link', { name: 'Hemen Başvur' });
  expect(apply).toHaveAttribute('href', defaultSiteConfig.applicationFormUrl);
  expect(apply).toHaveAttribute('target', '_blank');
});

test('mobile menu opens the side sheet with the links and Limitini Öğren, and closes on a choice', async () => {
  renderWithProviders(<Header />, { route: '/' });
  await userEvent.click(screen.getByRole('button', { name: 'Menüyü aç' }));
  const sheet = await screen.findByRole('navigation', { name: 'Mobil menü' });
  expect(
    within(sheet)
      .getAllByRole('link')
      .map((a) => a.textContent),
  ).toEqual(['Ana Sayfa', 'Blog', 'Hakkımızda', 'Kredi Hesaplama', 'İletişim', 'Limitini Öğren']);
  expect(within(sheet).getByRole('link', { name: 'Limitini Öğren' })).toHaveAttribute('target', '_blank');
  await userEvent.click(within(sheet).getByRole('link', { name: 'İletişim' }));
  await screen.findByRole('button', { name: 'Menüyü aç' });
  expect(screen.queryByRole('navigation', { name: 'Mobil menü' })).not.toBeInTheDocument();
});

test('the mobile side sheet starts with the logo and a close button', async () => {
  renderWithProviders(<Header />, { route: '/blog' });
  await userEvent.click(screen.getByRole('button', { name: 'Menüyü aç' }));
  const sheet = await screen.findByRole('dialog', { name: 'Menü' });
  const logo = within(sheet).getByRole('link', { name: `${defaultSiteConfig.brandName} ana sayfa` });
  expect(logo).toHaveAttribute('href', '/');
  await userEvent.click(within(sheet).getByRole('button', { name: 'Menüyü kapat' }));
  await screen.findByRole('button', { name: 'Menüyü aç' });
  expect(screen.queryByRole('navigation', { name: 'Mobil menü' })).not.toBeInTheDocument();

  await userEvent.click(screen.getByRole('button', { name: 'Menüyü aç' }));
  await userEvent.click(
    within(await screen.findByRole('dialog', { name: 'Menü' })).getByRole('link', { name: `${defaultSiteConfig.brandName} ana sayfa` }),
  );
  await screen.findByRole('button', { name: 'Menüyü aç' });
  expect(screen.queryByRole('navigation', { name: 'Mobil menü' })).not.toBeInTheDocument();
});

test("the logo's visible text is the brand name, contained in its accessible name (WCAG 2.5.3)", () => {
  renderWithProviders(<Header />, { route: '/' });
  const [logo] = screen.getAllByRole('link', { name: `${defaultSiteConfig.brandName} ana sayfa` });
  expect(logo).toHaveTextContent(new RegExp(`^${defaultSiteConfig.brandName}$`));
});
