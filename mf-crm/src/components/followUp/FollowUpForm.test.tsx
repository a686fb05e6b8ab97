import { fireEvent, screen, waitFor } from '@testing-library/react';
import { json, mockApi } from '@kredi/contracts/testing';
import { PAGE_ROUTES, DETAIL, SIGNED_IN } from '../../../test/fixtures';
import { renderCrm } from '../../../test/renderCrm';

function mockFollowUps() {
  return mockApi({
    ...PAGE_ROUTES,
    'GET /api/crm/musteriler/7/': json(DETAIL),
    'GET /api/crm/musteriler/7/takipler/': json({ results: [] }),
    'POST /api/crm/musteriler/7/takipler/create/': json({ message: 'beklenmedi' }, 500),
  }).calls;
}

test('a next contact outside the accepted calendar is refused on the page, with the server text, and nothing is sent', async () => {
  const calls = mockFollowUps();
  renderCrm('/crm/customer/7?sekme=takipler', { preloadedState: SIGNED_IN });
  fireEvent.click(await screen.findByRole('button', { name: 'Yeni Not' }));
  const picker = screen.getByLabelText('Sonraki İletişim');
  expect(picker).toHaveAttribute('min', '2000-01-01T00:00');
  expect(picker).toHaveAttribute('max', '2100-12-31T23:59');
  fireEvent.change(screen.getByLabelText('Not'), { target: { value: 'Arandı' } });
  fireEvent.change(picker, { target: { value: '9999-12-31T10:00' } });
  fireEvent.click(screen.getByRole('button', { name: 'Kaydet' }));
  expect(await screen.findByText('Sonraki iletişim tarihi geçersiz.')).toBeInTheDocument();
  expect(picker).toHaveAttribute('aria-invalid', 'true');
  await waitFor(() => expect(screen.getByLabelText('Not')).toHaveValue('Arandı'));
  expect(calls.some((c) => c.method === 'POST')).toBe(false);
});
