import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { formatNumberTR } from '@kredi/kernel';
import type { DashboardCard } from '@kredi/contracts/admin';
import { changeColor, changeText } from '../lib/changeText';

/** One of the dashboard's three cards (docs/admin.md, 'Dashboard'): the total and its change over the last 30 days. */
export function StatCard({ title, icon, card }: { title: string; icon: ReactNode; card: DashboardCard }) {
  return (
    <Paper variant="outlined" component="section" aria-label={title} sx={{ p: 3, height: '100%' }}>
      <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', mb: 1 }}>
        <Typography color="text.secondary" component="h2" variant="subtitle1">
          {title}
        </Typography>
        <Box sx={{ color: 'primary.main', display: 'flex' }} aria-hidden>
          {icon}
        </Box>
      </Box>
      {/* A figure, not a heading (a bold <p> reads to axe as a heading in disguise). */}
      <Typography variant="h4" component="div" sx={{ fontWeight: 700 }}>
        {formatNumberTR(card.total)}
      </Typography>
      <Typography variant="body2" sx={{ mt: 1 }}>
        <Box component="span" sx={{ color: changeColor(card.change_percent), fontWeight: 600 }}>
          {changeText(card.change_percent, card.last_30_days)}
        </Box>{' '}
        <Box component="span" sx={{ color: 'text.secondary' }}>
          son 30 gün ({formatNumberTR(card.last_30_days)}), önceki 30 güne göre
        </Box>
      </Typography>
    </Paper>
  );
}
