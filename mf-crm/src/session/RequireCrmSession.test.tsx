import { screen } from '@testing-library/react';
import { Route, Routes, useLocation } from 'react-router-dom';
import { renderWithProviders } from '@kredi/kernel/testing';
import { SIGNED_IN } from '../../test/fixtures';
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

function Where() {
  const { pathname, search } = useLocation();
  return <p data-testid="location">{`${pathname}${search}`}</p>;
}

test('without a token it goes to /crm/login, remembering the deep link (not as an expired session)', () => {
  renderWithProviders(
    <>
      <Tree />
      <Where />
    </>,
    { route: '/crm/dashboard?ara=kaya' },
  );
  expect(screen.getByText('giriş sayfası')).toBeInTheDocument();
  expect(screen.getByTestId('location')).toHaveTextContent(`/crm/login?geri=${encodeURIComponent('/crm/dashboard?ara=kaya')}`);
  expect(screen.getByTestId('location')).not.toHaveTextContent('sure=1');
  expect(screen.queryByText('korunan içerik')).not.toBeInTheDocument();
});

test('with a token it shows the page', () => {
  renderWithProviders(<Tree />, { route: '/crm/dashboard', preloadedState: SIGNED_IN });
  expect(screen.getByText('korunan içerik')).toBeInTheDocument();
});
