import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '@kredi/kernel/testing';
import { PublicLayout } from './PublicLayout';

test("the first Tab stop is 'İçeriğe geç', a link to the main region past the header", async () => {
  renderWithProviders(
    <PublicLayout>
      <h1>Sayfa</h1>
    </PublicLayout>,
  );
  await userEvent.tab();
  const skip = screen.getByRole('link', { name: 'İçeriğe geç' });
  expect(skip).toHaveFocus();
  const main = screen.getByRole('main');
  expect(skip).toHaveAttribute('href', `#${main.id}`);
  expect(main).toContainElement(screen.getByRole('heading', { name: 'Sayfa' }));
  // Focusable by script, so following the link moves the keyboard's place too, but never a Tab stop of its own.
  expect(main).toHaveAttribute('tabindex', '-1');
});
