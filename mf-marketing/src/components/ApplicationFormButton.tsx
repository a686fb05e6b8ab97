import type { ReactNode } from 'react';
import Button from '@mui/material/Button';
import type { ButtonProps } from '@mui/material/Button';
import { useSiteConfig } from '@kredi/kernel';

/** The calls to action that open the external application form in a new tab. */
export function ApplicationFormButton({ children, ...props }: Omit<ButtonProps<'a'>, 'href' | 'target' | 'rel'> & { children: ReactNode }) {
  const { applicationFormUrl } = useSiteConfig();
  return (
    <Button {...props} component="a" href={applicationFormUrl} target="_blank" rel="noopener">
      {children}
    </Button>
  );
}
