import { screen, within } from '@testing-library/react';
import { renderWithProviders } from '@kredi/kernel/testing';
import { TEST_SITE_CONFIG } from '../../../testing/fixtures';
import KvkkPage from './KvkkPage';

describe('KvkkPage', () => {
  beforeEach(() => {
    renderWithProviders(<KvkkPage />, { preloadedState: { siteConfig: TEST_SITE_CONFIG } });
  });

  it('sets the page title and description', () => {
    expect(document.title).toBe('KVKK Aydınlatma Metni | Test Kredi');
    expect(document.querySelector('meta[name="description"]')?.getAttribute('content')).toMatch(/Test Kredi Danışmanlık A.Ş./);
  });

  it('is dated 24.11.2026 (the shared notice version), beside its first publication on 04.04.2025', () => {
    expect(screen.getByText('24.11.2026')).toHaveAttribute('dateTime', '2026-11-24');
    expect(screen.getByText('04.04.2025')).toHaveAttribute('dateTime', '2025-04-04');
    expect(screen.getByText(/İlk yayın tarihi/)).toHaveTextContent('İlk yayın tarihi: 04.04.2025 · Güncelleme tarihi: 24.11.2026');
  });

  it('has sections 1-6 and, separately, the explicit consent text', () => {
    const headings = screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent);
    expect(headings).toEqual([
      '1. Veri Sorumlusu',
      '2. İşlenen Kişisel Veriler ve İşlenme Amaçları',
      '3. Kişisel Verilerin Aktarılması',
      '4. Kişisel Veri Toplamanın Yöntemi ve Hukuki Sebebi',
      '5. İlgili Kişinin Hakları',
      '6. Başvuru Yöntemi',
      'Açık Rıza Metni',
    ]);
    expect(screen.getByText(/açık rıza veriyorum/)).toBeInTheDocument();
  });

  it('links the online request form after the ways to apply', () => {
    expect(screen.getByRole('link', { name: 'KVKK Başvuru Formu' })).toHaveAttribute('href', '/kvkk/basvuru');
  });

  it('names the data controller from the site config', () => {
    expect(screen.getByText(/veri sorumlusu sıfatıyla .* Test Kredi Danışmanlık A.Ş. tarafından işlenmektedir/)).toBeInTheDocument();
  });

  it('lists the rights of KVKK article 11', () => {
    const rights = screen.getByRole('heading', { name: '5. İlgili Kişinin Hakları' }).parentElement!;
    expect(within(rights).getAllByRole('listitem')).toHaveLength(9);
    expect(rights).toHaveTextContent('KVKK 11. maddesi');
  });

  it('gives the contact e-mail as a mailto link in the application section and the consent text', () => {
    const links = screen.getAllByRole('link', { name: 'kvkk@test-kredi.example' });
    expect(links.length).toBeGreaterThanOrEqual(3);
    links.forEach((link) => expect(link).toHaveAttribute('href', 'mailto:kvkk@test-kredi.example'));
    const application = screen.getByRole('heading', { name: '6. Başvuru Yöntemi' }).parentElement!;
    expect(within(application).getByRole('link', { name: 'kvkk@test-kredi.example' })).toBeInTheDocument();
    expect(application).toHaveTextContent('otuz (30) gün');
  });

  it('links back home', () => {
    expect(screen.getByRole('link', { name: 'Ana Sayfaya Dön' })).toHaveAttribute('href', '/');
  });
});
