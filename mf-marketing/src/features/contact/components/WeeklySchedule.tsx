import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { CLOSED, WEEKLY_SCHEDULE } from '../lib/openingHours';

export function WeeklySchedule() {
  return (
    <Paper variant="outlined" sx={{ p: { xs: 2, md: 3 } }}>
      <Typography variant="h6" component="h2" gutterBottom>
        Haftalık Çalışma Saatleri
      </Typography>
      <Table size="small" aria-label="Haftalık çalışma saatleri">
        <TableBody>
          {WEEKLY_SCHEDULE.map(({ day, hours }) => (
            <TableRow key={day}>
              <TableCell component="th" scope="row" sx={{ fontWeight: 600 }}>
                {day}
              </TableCell>
              <TableCell align="right" sx={{ color: hours === CLOSED ? 'error.main' : 'text.primary' }}>
                {hours}
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </Paper>
  );
}
