import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { Link as RouterLink } from '@kredi/kernel';

/**
 * The action buttons of a table row, right-aligned. On narrow screens the buttons wrap to the next line; a label
 * never breaks inside itself ('Öne Çıkarmayı Kaldır' on two lines read as two buttons at 390 px).
 */
export function RowActions({ children }: { children: ReactNode }) {
  return <Box sx={{ display: 'flex', gap: 0.5, justifyContent: 'flex-end', flexWrap: 'wrap', '& .MuiButton-root': { whiteSpace: 'nowrap' } }}>{children}</Box>;
}

/** A row's button; `subject` names the row for screen readers ('<subject>: Düzenle'). A `to` makes it a link. */
type RowButtonProps = { subject: string } & ({ onClick: () => void; to?: never } | { to: string; onClick?: never });

export function EditButton({ subject, onClick, to }: RowButtonProps) {
  const target = to === undefined ? { onClick } : { component: RouterLink, to };
  return (
    <Button size="small" {...target} aria-label={`${subject}: Düzenle`}>
      Düzenle
    </Button>
  );
}

export function DeleteButton({ subject, onClick }: { subject: string; onClick: () => void }) {
  return (
    <Button size="small" color="error" onClick={onClick} aria-label={`${subject}: Sil`}>
      Sil
    </Button>
  );
}
