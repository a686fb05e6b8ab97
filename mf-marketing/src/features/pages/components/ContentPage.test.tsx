import { screen } from '@testing-library/react';
import { renderWithProviders } from '@kredi/kernel/testing';
import { json, mockApi, never } from '@kredi/contracts/testing';
import { makeContentPage, TEST_SITE_CONFIG } from '../../../testing/fixtures';
import ContentPage from './ContentPage';

const renderAt = (path: string) =>
  renderWithProviders(<ContentPage />, { route: path, path, preloadedState: { siteConfig: TEST_SITE_CONFIG } });

describe('ContentPage', () => {
  it('shows a policy with its own title and description, its version and last update, and the body sanitized', async () => {
    mockApi({
      'GET /api/pages/gizlilik-politikasi/': makeContentPage({
        content:
          '<h2>1. Hangi bilgileri topluyoruz?</h2><p>Formlarda yazdığınız bilgiler.</p><img src="x" onerror="window.__hacked = true">',
      }),
    });
    renderAt('/gizlilik-politikasi');
    expect(await screen.findByRole('heading', { level: 1, name: 'Gizlilik Politikası' })).toBeInTheDocument();
    expect(screen.getByText(/Sürüm 1\.2/)).toHaveTextContent('Sürüm 1.2 · Son güncelleme: 01.12.2026');
    expect(screen.getByText('01.12.2026')).toHaveAttribute('dateTime', '2026-12-01');
    expect(screen.getByRole('heading', { level: 2, name: '1. Hangi bilgileri topluyoruz?' })).toBeInTheDocument();
    expect(document.querySelector('[onerror]')).toBeNull();
    expect(document.title).toBe('Gizlilik Politikası | Test Kredi');
    expect(document.querySelector('meta[name="description"]')?.getAttribute('content')).toBe(
      'Bilgilerinizin nasıl korunduğunu açıklayan gizlilik politikamız.',
    );
    // A policy is no place to sell: no call to apply.
    expect(screen.queryByRole('link', { name: 'Limitinizi Öğrenin' })).not.toBeInTheDocument();
  });

  it('ends a service page with the call to apply and shows no version', async () => {
    mockApi({
      'GET /api/pages/kredi-danismanligi/': makeContentPage({
        slug: 'kredi-danismanligi',
        kind: 'service',
        path: '/hizmetler/kredi-danismanligi',
        title: 'Kredi Danışmanlığı',
        version: null,
      }),
    });
    renderAt('/hizmetler/kredi-danismanligi');
    expect(await screen.findByRole('heading', { level: 1, name: 'Kredi Danışmanlığı' })).toBeInTheDocument();
    expect(screen.queryByText(/Sürüm/)).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Limitinizi Öğrenin' })).toHaveAttribute('href', TEST_SITE_CONFIG.applicationFormUrl);
  });

  it('shows a skeleton while loading, then the not-found state for a page that is not published', async () => {
    mockApi({ 'GET /api/pages/kullanim-kosullari/': () => json({ message: 'Sayfa bulunamadı.' }, 404) });
    renderAt('/kullanim-kosullari');
    expect(screen.getByTestId('content-page-skeleton')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { level: 1, name: 'Sayfa Bulunamadı' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Ana Sayfaya Dön' })).toHaveAttribute('href', '/');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('says a failed load failed', async () => {
    mockApi({ 'GET /api/pages/cerez-politikasi/': () => json({ message: 'Sunucu hatası' }, 500) });
    renderAt('/cerez-politikasi');
    expect(await screen.findByRole('alert')).toHaveTextContent('Sayfa yüklenirken bir hata oluştu');
  });

  it('keeps the skeleton while the answer is on its way', () => {
    mockApi({ 'GET /api/pages/cerez-politikasi/': never });
    renderAt('/cerez-politikasi');
    expect(screen.getByTestId('content-page-skeleton')).toBeInTheDocument();
  });
});
