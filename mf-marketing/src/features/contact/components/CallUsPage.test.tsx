import { screen, within } from '@testing-library/react';
import { renderWithProviders } from '@kredi/kernel/testing';
import { mockApi } from '@kredi/contracts/testing';
import { makeContentPage, TEST_SITE_CONFIG } from '../../../testing/fixtures';
import CallUsPage from './CallUsPage';

describe('CallUsPage', () => {
  it("shows the admin's text, the call-centre number as a tel: link, the weekly hours and the way to the callback form", async () => {
    mockApi({
      'GET /api/pages/bizi-arayin/': makeContentPage({
        slug: 'bizi-arayin',
        kind: 'contact',
        path: '/bizi-arayin',
        title: 'Bizi Arayın',
        version: null,
        content: '<h2>Aramadan önce</h2><p>Danışmanlarımız sizden SMS kodu istemez.</p>',
      }),
    });
    renderWithProviders(<CallUsPage />, { route: '/bizi-arayin', path: '/bizi-arayin', preloadedState: { siteConfig: TEST_SITE_CONFIG } });
    expect(await screen.findByRole('heading', { level: 1, name: 'Bizi Arayın' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Çağrı merkezini arayın: 0850 111 22 33' })).toHaveAttribute('href', 'tel:+908501112233');
    const hours = screen.getByRole('table', { name: 'Haftalık çalışma saatleri' });
    expect(within(hours).getByRole('rowheader', { name: 'Pazartesi' }).nextElementSibling).toHaveTextContent('09:30-18:00');
    expect(within(hours).getByRole('rowheader', { name: 'Pazar' }).nextElementSibling).toHaveTextContent('Kapalı');
    expect(screen.getByRole('link', { name: 'Numaranızı bırakın, sizi arayalım' })).toHaveAttribute('href', '#callback-title');
    expect(screen.getByText('Danışmanlarımız sizden SMS kodu istemez.')).toBeInTheDocument();
  });
});
