import { screen } from '@testing-library/react';
import { renderWithProviders } from '@kredi/kernel/testing';
import { defaultSiteConfig } from '@kredi/kernel';
import { NotFoundPage } from './NotFoundPage';

test('the 404 page carries the brand in its title and has its own description', () => {
  renderWithProviders(<NotFoundPage />, { route: '/sss' });
  expect(document.title).toBe(`Sayfa Bulunamadı | ${defaultSiteConfig.brandName}`);
  expect(document.querySelector('meta[name="description"]')?.getAttribute('content')).toMatch(/^Aradığınız sayfa .* bulunamadı\./);
  expect(screen.getByRole('heading', { level: 1, name: 'Aradığınız Sayfa Bulunamadı' })).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Ana Sayfaya Dön' })).toHaveAttribute('href', '/');
  expect(screen.getByRole('link', { name: 'İletişime Geçin' })).toHaveAttribute('href', '/iletisim');
});
