import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { formatDateLong } from '@kredi/kernel';

export interface DatedItem {
  yururluk: string;
  yururlukte: boolean;
  gelecek: boolean;
}

/** A dated rule's history: the one in force today, those still to come (deletable) and the past ones. */
export function DatedRules<T extends DatedItem>({
  title,
  items,
  render,
  onDelete,
}: {
  title: string;
  items: T[];
  render: (item: T) => ReactNode;
  onDelete: (item: T) => void;
}) {
  const newestFirst = [...items].sort((a, b) => b.yururluk.localeCompare(a.yururluk));
  return (
    <Stack spacing={1} component="ol" sx={{ p: 0, m: 0 }} aria-label={title}>
      {/* An <ol> holds only <li> (axe): the empty state is a row of its own. */}
      {newestFirst.length === 0 && (
        <Typography component="li" color="text.secondary" sx={{ listStyle: 'none' }}>
          Kayıt yok.
        </Typography>
      )}
      {newestFirst.map((item) => (
        <Paper
          key={item.yururluk}
          component="li"
          variant="outlined"
          sx={{ p: 1.5, listStyle: 'none', opacity: !item.yururlukte && !item.gelecek ? 0.7 : 1 }}
        >
          <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap', mb: 0.5 }}>
            <Typography sx={{ fontWeight: 600 }}>{formatDateLong(`${item.yururluk}T12:00:00Z`)}</Typography>
            {item.yururlukte && <Chip size="small" color="success" label="Yürürlükte" />}
            {item.gelecek && <Chip size="small" color="info" label="Tarihi gelince yürürlüğe girecek" />}
            {!item.yururlukte && !item.gelecek && <Chip size="small" label="Geçmiş" />}
            {item.gelecek && (
              <Button
                size="small"
                color="error"
                sx={{ ml: 'auto' }}
                onClick={() => onDelete(item)}
                aria-label={`${title}, ${item.yururluk}: Sil`}
              >
                Sil
              </Button>
            )}
          </Box>
          {render(item)}
        </Paper>
      ))}
    </Stack>
  );
}
