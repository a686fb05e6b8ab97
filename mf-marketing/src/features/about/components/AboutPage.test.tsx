import { screen } from '@testing-library/react';
import { renderWithProviders } from '@kredi/kernel/testing';
import { TEST_SITE_CONFIG } from '../../../testing/fixtures';
import AboutPage from './AboutPage';

describe('AboutPage', () => {
  beforeEach(() => {
    renderWithProviders(<AboutPage />, { preloadedState: { siteConfig: { ...TEST_SITE_CONFIG, city: 'Mersin' } } });
  });

  it('sets the page title and description', () => {
    expect(document.title).toBe('Hakkımızda | Test Kredi');
    expect(document.querySelector('meta[name="description"]')?.getAttribute('content')).toMatch(/Mersin merkezli/);
  });

  it('has the sections Biz Kimiz?, Misyonumuz, Vizyonumuz and Neden Biz?', () => {
    const headings = screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent);
    expect(headings).toEqual(['Biz Kimiz?', 'Misyonumuz', 'Vizyonumuz', 'Neden Biz?']);
    expect(screen.getByText(/Test Kredi, Mersin merkezli/)).toBeInTheDocument();
  });

  it('shows the figures 10+ years, 50.000+ customers, 20+ banks, each one sentence rather than a heading', () => {
    for (const figure of ['10+ Yıllık Deneyim', '50.000+ Mutlu Müşteri', '20+ Anlaşmalı Banka']) {
      expect(screen.getByText((_content, el) => el?.tagName === 'P' && el.textContent === figure)).toBeInTheDocument();
    }
    expect(screen.queryByRole('heading', { name: /10\+/ })).not.toBeInTheDocument();
  });

  it('links to the external application form in a new tab', () => {
    const link = screen.getByRole('link', { name: 'Limitinizi Öğrenin' });
    expect(link).toHaveAttribute('href', 'https://basvuru.example/form');
    expect(link).toHaveAttribute('target', '_blank');
  });
});
