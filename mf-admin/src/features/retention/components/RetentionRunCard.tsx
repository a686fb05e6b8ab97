import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { formatDateTime, formatNumberTR } from '@kredi/kernel';
import { RETENTION_ACTIONS, RETENTION_POLICY, RETENTION_TRIGGERS, type RetentionRun } from '@kredi/contracts/admin';

/** One destruction run: when, why, and per rule how many records (never whose). */
export function RetentionRunCard({ run }: { run: RetentionRun }) {
  const total = run.items.reduce((sum, item) => sum + item.count, 0);
  const title = `${formatDateTime(run.startedAt)} imha kaydı`;
  return (
    <Paper component="li" variant="outlined" aria-label={title} sx={{ p: 2, listStyle: 'none' }}>
      <Typography component="h3" variant="subtitle1" sx={{ fontWeight: 600 }}>
        <time dateTime={run.startedAt}>{formatDateTime(run.startedAt)}</time> · {RETENTION_TRIGGERS[run.trigger]}
        {run.startedBy ? ` (${run.startedBy})` : ''}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 1 }}>
        Toplam {formatNumberTR(total)} kayıt
      </Typography>
      <Box component="ul" sx={{ m: 0, pl: 2.5 }}>
        {run.items.map((item) => (
          <li key={item.category}>
            {RETENTION_POLICY[item.category].label}: {formatNumberTR(item.count)} kayıt (
            {RETENTION_ACTIONS[item.action].toLocaleLowerCase('tr')}, {formatNumberTR(item.days)} gün)
          </li>
        ))}
      </Box>
    </Paper>
  );
}
