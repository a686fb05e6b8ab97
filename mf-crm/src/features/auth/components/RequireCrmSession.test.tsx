import { screen } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import { renderWithProviders } from '@kredi/kernel/testing';
import { SIGNED_IN } from '../../../../test/crmApiMock';
import { RequireCrmSession } from './RequireCrmSession';

function Tree() {
  return (
    <Routes>
      <Route path="/crm/login" element={<p>giriş sayfası</p>} />
      <Route
        path="/crm/dashboard"
        element={
          <RequireCrmSession>
            <p>korunan içerik</p>
          </RequireCrmSession>
        }
      />
    </Routes>
  );
}

test('without a token it goes to /crm/login', () => {
  renderWithProviders(<Tree />, { route: '/crm/dashboard' });
  expect(screen.getByText('giriş sayfası')).toBeInTheDocument();
  expect(screen.queryByText('korunan içerik')).not.toBeInTheDocument();
});

test('with a token it shows the page', () => {
  renderWithProviders(<Tree />, { route: '/crm/dashboard', preloadedState: SIGNED_IN });
  expect(screen.getByText('korunan içerik')).toBeInTheDocument();
});
