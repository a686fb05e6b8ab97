import { fireEvent, screen, within } from '@testing-library/react';
import { Route, Routes, useLocation } from 'react-router-dom';
import { mockApi } from '@kredi/contracts/testing';
import { renderWithProviders } from '@kredi/kernel/testing';
import { PAGE_ROUTES, SIGNED_IN } from '../../test/fixtures';
import { atScreenWidth } from '../../test/screenWidth';
import { DashboardHeader } from './DashboardHeader';

// A menu opened and followed through MUI: slow on a loaded CI machine, like the pages' tests.
jest.setTimeout(30_000);

function Where() {
  const { pathname } = useLocation();
  return <div data-testid="location">{pathname}</div>;
}

const renderHeader = () =>
  renderWithProviders(
    <>
      <Routes>
        <Route path="/crm/*" element={<DashboardHeader title="Satış Panosu" />} />
      </Routes>
      <Where />
    </>,
    { route: '/crm/pano', preloadedState: SIGNED_IN },
  );

describe('on a phone', () => {
  atScreenWidth(true);

  test("the header's menu leads to the notification settings", async () => {
    mockApi(PAGE_ROUTES);
    renderHeader();
    fireEvent.click(screen.getByRole('button', { name: 'Bölümler' }));
    const menu = await screen.findByRole('menu');
    expect(
      within(menu)
        .getAllByRole('menuitem')
        .map((item) => item.textContent),
    ).toEqual(['Liste', 'Pano', 'KVKK', 'Bildirim ayarları']);
    expect(within(menu).getByRole('menuitem', { name: 'Pano' })).toHaveAttribute('aria-current', 'page');
    fireEvent.click(within(menu).getByRole('menuitem', { name: 'Bildirim ayarları' }));
    expect(screen.getByTestId('location')).toHaveTextContent('/crm/bildirimler');
  });
});

describe('from 600 px', () => {
  atScreenWidth(false);

  test('the bell leads there and the section links stay the three screens', () => {
    mockApi(PAGE_ROUTES);
    renderHeader();
    const nav = screen.getByRole('navigation', { name: 'CRM bölümleri' });
    expect(
      within(nav)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Liste', 'Pano', 'KVKK']);
    expect(screen.getByRole('link', { name: 'Bildirim ayarları' })).toHaveAttribute('href', '/crm/bildirimler');
  });
});
