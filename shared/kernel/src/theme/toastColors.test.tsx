import { getContrastRatio } from '@mui/material/styles';
import { screen } from '@testing-library/react';
import type { VariantType } from 'notistack';
import { useEffect } from 'react';
import { renderWithProviders } from '../testing/renderWithProviders';
import { resetToastQueue } from '../toasts/toastQueue';
import { useSnackbar } from '../toasts/useSnackbar';
import { theme } from './theme';
import { toastColors } from './toastColors';

const VARIANTS: VariantType[] = ['default', 'success', 'error', 'warning', 'info'];

afterEach(resetToastQueue);

function Toast({ variant }: { variant: VariantType }) {
  const { enqueueSnackbar } = useSnackbar();
  useEffect(() => {
    enqueueSnackbar(`${variant} bildirimi`, { variant, persist: true });
  }, [enqueueSnackbar, variant]);
  return null;
}

/** A colour as the browser reports it (rgb(...)). */
function asComputed(color: string): string {
  const probe = document.createElement('span');
  probe.style.color = color;
  return probe.style.color;
}

// The toast as the provider tree draws it (notistack's classes plus the styles the lazy toast area injects), not only the table.
test.each(VARIANTS)('a %s toast has text at 4.5:1 or more against its background (WCAG AA)', async (variant) => {
  renderWithProviders(<Toast variant={variant} />);
  const toast = (await screen.findByText(`${variant} bildirimi`)).closest<HTMLElement>('.notistack-MuiContent')!;
  expect(toast).toHaveClass(`notistack-MuiContent-${variant}`);
  const style = getComputedStyle(toast);
  expect(style.backgroundColor).toBe(asComputed(toastColors(theme)[variant].backgroundColor));
  expect(getContrastRatio(style.color, style.backgroundColor)).toBeGreaterThanOrEqual(4.5);
});
