import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { Link as RouterLink } from '@kredi/kernel';

/**
 * The action buttons of a table row, right-aligned. On narrow screens the buttons wrap to the next line; a label
 * never breaks inside itself ('Öne Çıkarmayı Kaldır' on two lines read as two buttons at 390 px).
 */
export function RowActions({ children }: { children: ReactNode }) {
  return (
    <Box sx={{ display: 'flex', gap: 0.5, justifyContent: 'flex-end', flexWrap: 'wrap', '& .MuiButton-root': { whiteSpace: 'nowrap' } }}>
      {children}
    </Box>
  );
}

/**
 * A row's button: `label` is shown, and read to screen readers as '<subject>: <label>' (which row it acts on).
 * A `to` makes it a link.
 */
type RowButtonProps = { subject: string; label: string; color?: 'error'; disabled?: boolean } & (
  | { onClick: () => void; to?: never }
  | { to: string; onClick?: never }
);

export function RowButton({ subject, label, color, disabled, onClick, to }: RowButtonProps) {
  const target = to === undefined ? { onClick } : { component: RouterLink, to };
  return (
    <Button size="small" color={color} disabled={disabled} {...target} aria-label={`${subject}: ${label}`}>
      {label}
    </Button>
  );
}

type SubjectAndAction = { subject: string } & ({ onClick: () => void; to?: never } | { to: string; onClick?: never });

export const EditButton = (props: SubjectAndAction) => <RowButton {...props} label="Düzenle" />;

export const DeleteButton = ({ subject, onClick }: { subject: string; onClick: () => void }) => (
  <RowButton subject={subject} label="Sil" color="error" onClick={onClick} />
);
