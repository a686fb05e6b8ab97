import type { Theme } from '@mui/material/styles';
import type { VariantType } from 'notistack';

export interface ToastColors {
  backgroundColor: string;
  color: string;
}

/**
 * Toast colours from the theme, each pair at least 4.5:1 (WCAG AA for normal text). notistack's own colours fail it
 * for success (#43a047), warning (#ff9800) and info (#2196f3) with white text.
 */
export function toastColors(theme: Theme): Record<VariantType, ToastColors> {
  const { palette } = theme;
  const light = palette.common.white;
  return {
    default: { backgroundColor: palette.grey[900], color: light },
    success: { backgroundColor: palette.success.dark, color: light },
    error: { backgroundColor: palette.error.main, color: light },
    // Orange keeps dark text: no orange of the palette reaches 4.5:1 with white.
    warning: { backgroundColor: palette.warning.main, color: palette.grey[900] },
    info: { backgroundColor: palette.info.dark, color: light },
  };
}

/** The global CSS that gives notistack's toasts these colours (two classes, so they outrank notistack's own). */
export function toastColorStyles(theme: Theme): Record<string, ToastColors> {
  return Object.fromEntries(
    Object.entries(toastColors(theme)).map(([variant, colors]) => [`.notistack-MuiContent.notistack-MuiContent-${variant}`, colors]),
  );
}
