import { screen, within } from '@testing-library/react';
import { renderWithProviders } from '@kredi/kernel/testing';
import type { AdminDashboardResponse } from '@kredi/contracts/admin';
import { mockApi, never } from '@kredi/contracts/testing';
import { signedInAt } from '../../../testing/fixtures';
import DashboardPage from './DashboardPage';

const DASHBOARD = 'GET /api/admin/dashboard/';

const figures: AdminDashboardResponse = {
  cards: {
    users: { total: 1520, last_30_days: 90, previous_30_days: 80, change_percent: 12.5 },
    calculations: { total: 8400, last_30_days: 600, previous_30_days: 640, change_percent: -6.3 },
    applications: { total: 37, last_30_days: 4, previous_30_days: 0, change_percent: null },
  },
  recent_posts: [
    { id: 9, title: 'Konut Kredisi &amp; Faiz', slug: 'konut', published: true, view_count: 1234, created_at: '2025-04-04T10:00:00Z' },
    { id: 8, title: 'Taslak Yazı', slug: 'taslak', published: false, view_count: 0, created_at: '2025-04-03T10:00:00Z' },
  ],
};

afterEach(() => jest.restoreAllMocks());

describe('DashboardPage', () => {
  it("shows 'Yükleniyor...' while the figures load", () => {
    mockApi({ [DASHBOARD]: never });
    renderWithProviders(<DashboardPage />, signedInAt('/admin/dashboard'));
    expect(screen.getByText('Yükleniyor...')).toBeInTheDocument();
  });

  it('shows the three cards with their totals and changes, sending the admin token', async () => {
    const api = mockApi({ [DASHBOARD]: figures });
    renderWithProviders(<DashboardPage />, signedInAt('/admin/dashboard'));
    const users = await screen.findByRole('region', { name: 'Toplam Kullanıcı' });
    expect(within(users).getByText('1.520')).toBeInTheDocument();
    expect(within(users).getByText('+%12,5')).toBeInTheDocument();
    const calculations = screen.getByRole('region', { name: 'Kredi Hesaplamaları' });
    expect(within(calculations).getByText('8.400')).toBeInTheDocument();
    expect(within(calculations).getByText('-%6,3')).toBeInTheDocument();
    const applications = screen.getByRole('region', { name: 'Başvuru Sayısı' });
    expect(within(applications).getByText('Yeni')).toBeInTheDocument();
    expect(api.calls[0]!.headers.get('Authorization')).toBe('Token test-token');
  });

  it("lists the recent posts with real view counts and links 'Tüm Yazıları Yönet' to blog management", async () => {
    mockApi({ [DASHBOARD]: figures });
    renderWithProviders(<DashboardPage />, signedInAt('/admin/dashboard'));
    const recent = await screen.findByRole('region', { name: 'Son Blog Yazıları' });
    expect(within(recent).getByText('Konut Kredisi & Faiz')).toBeInTheDocument();
    expect(within(recent).getByText('1.234 görüntülenme')).toBeInTheDocument();
    expect(within(recent).getByText('4 Nisan 2025')).toBeInTheDocument();
    expect(within(recent).getByText('Taslak')).toBeInTheDocument();
    expect(within(recent).getByRole('link', { name: 'Tüm Yazıları Yönet' })).toHaveAttribute('href', '/admin/blog');
    expect(screen.getByRole('region', { name: 'Raporlar' })).not.toHaveTextContent('yakında');
    expect(screen.getByRole('link', { name: 'Raporları Aç' })).toHaveAttribute('href', '/admin/raporlar');
  });

  it('has the area header: Çıkış Yap, Siteye Dön, Kredi Formülleri', async () => {
    mockApi({ [DASHBOARD]: figures });
    renderWithProviders(<DashboardPage />, signedInAt('/admin/dashboard'));
    await screen.findByRole('region', { name: 'Toplam Kullanıcı' });
    expect(screen.getByRole('button', { name: 'Çıkış Yap' })).toBeInTheDocument();
    expect(screen.getAllByRole('link', { name: 'Siteye Dön' })[0]).toHaveAttribute('href', '/');
    expect(screen.getAllByRole('link', { name: 'Kredi Formülleri' })[0]).toHaveAttribute('href', '/admin/kredi-formuller');
  });
});
