import type { ReactNode } from 'react';
import Typography from '@mui/material/Typography';

/** Marks the heading the form moves focus to when its step appears (useRevealOnStepChange). */
export const STEP_HEADING_ATTRIBUTE = 'data-step-heading';

/**
 * The heading of a form step. It takes focus (not the Tab order: tabIndex -1) when the step appears, so keyboard
 * and screen-reader users land on the new step and hear its name.
 */
export function StepHeading({ children, gutter = false }: { children: ReactNode; gutter?: boolean }) {
  return (
    <Typography variant="h5" component="h2" tabIndex={-1} {...{ [STEP_HEADING_ATTRIBUTE]: '' }} sx={{ mb: gutter ? 2.5 : 0 }}>
      {children}
    </Typography>
  );
}
