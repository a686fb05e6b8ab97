import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { formatMoney2, formatNumberTR } from '@kredi/kernel';
import type { FormulaPreviewRow } from '@kredi/contracts/admin';

/** Rates keep their decimals: %3,99. */
const ratePercent = new Intl.NumberFormat('tr-TR', { maximumFractionDigits: 2 });

const signed = (value: number) => (value > 0 ? `+${formatMoney2(value)}` : value < 0 ? `−${formatMoney2(-value)}` : formatMoney2(0));

/**
 * The formula's instalment beside the one visitors are quoted today (the type's active formula, or the standard
 * annuity), both with the type's KKDF and BSMV as the calculator applies them, and the difference.
 */
export function FormulaPreview({ rows }: { rows: FormulaPreviewRow[] }) {
  return (
    <>
      <Typography variant="subtitle2" sx={{ mt: 2, mb: 1 }}>
        Önizleme (örnek değerlerle aylık taksit, KKDF ve BSMV dahil)
      </Typography>
      <TableContainer sx={{ border: 1, borderColor: 'divider', borderRadius: 1 }}>
        <Table size="small" aria-label="Formül önizlemesi" sx={{ '& td, & th': { px: { xs: 1, sm: 2 } } }}>
          <TableHead>
            <TableRow>
              <TableCell>Örnek (P · r · n)</TableCell>
              <TableCell align="right">Bu formül</TableCell>
              <TableCell align="right">Şu an</TableCell>
              <TableCell align="right">Fark</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {rows.map(({ inputs, value, current, difference }) => (
              <TableRow key={`${inputs.P}-${inputs.r}-${inputs.n}`}>
                <TableCell>
                  {formatNumberTR(inputs.P)} TL · %{ratePercent.format(inputs.r * 100)} · {inputs.n} ay
                </TableCell>
                <TableCell align="right" sx={{ fontWeight: 600, whiteSpace: 'nowrap' }}>
                  {formatMoney2(value)} TL
                </TableCell>
                <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                  {formatMoney2(current)} TL
                </TableCell>
                <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                  {signed(difference)} TL
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </TableContainer>
    </>
  );
}
