import { act, fireEvent, render, screen } from '@testing-library/react';
import { LazySnackbarProvider } from './LazySnackbarProvider';
import { resetToastQueue } from './toastQueue';
import { useSnackbar } from './useSnackbar';

afterEach(resetToastQueue);

function SaveButton({ text = 'Kaydedildi.' }: { text?: string }) {
  const { enqueueSnackbar } = useSnackbar();
  return <button onClick={() => enqueueSnackbar(text, { variant: 'success' })}>Kaydet</button>;
}

test('nothing is mounted until a toast is asked for; then the toast area loads and shows it', async () => {
  const { container } = render(
    <>
      <SaveButton />
      <LazySnackbarProvider maxSnack={3} autoHideDuration={4000} />
    </>,
  );
  expect(container.querySelector('.notistack-SnackbarContainer')).toBeNull();
  fireEvent.click(screen.getByRole('button', { name: 'Kaydet' }));
  expect(await screen.findByText('Kaydedildi.')).toBeInTheDocument();
});

test('toasts asked for before the area is mounted are shown in order; a closed one is dropped', async () => {
  const { enqueueSnackbar, closeSnackbar } = useSnackbar();
  enqueueSnackbar('Birinci');
  const second = enqueueSnackbar({ message: 'İkinci', variant: 'error' });
  enqueueSnackbar('Üçüncü', { key: 'third' });
  closeSnackbar(second);
  render(<LazySnackbarProvider maxSnack={3} />);
  expect(await screen.findByText('Birinci')).toBeInTheDocument();
  expect(await screen.findByText('Üçüncü')).toBeInTheDocument();
  expect(screen.queryByText('İkinci')).toBeNull();
  // Once mounted, notistack answers directly.
  act(() => {
    enqueueSnackbar('Dördüncü');
  });
  expect(await screen.findByText('Dördüncü')).toBeInTheDocument();
});
