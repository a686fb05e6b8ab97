import { Table, TableBody, TableCell, TableContainer, TableHead, TableRow, Typography } from '@mui/material';
import { formatMoney2, formatNumberTR } from '@kredi/kernel';
import type { FormulaPreviewRow } from '@kredi/contracts/admin';

/** The formula's instalment beside the standard annuity on the sample inputs. */
export function FormulaPreview({ rows }: { rows: FormulaPreviewRow[] }) {
  return (
    <>
      <Typography variant="subtitle2" sx={{ mt: 2, mb: 1 }}>
        Önizleme (örnek değerlerle aylık taksit)
      </Typography>
      <TableContainer sx={{ border: 1, borderColor: 'divider', borderRadius: 1 }}>
        <Table size="small" aria-label="Formül önizlemesi">
          <TableHead>
            <TableRow>
              <TableCell>Tutar (P)</TableCell>
              <TableCell>Aylık faiz (r)</TableCell>
              <TableCell>Vade (n)</TableCell>
              <TableCell align="right">Bu formül</TableCell>
              <TableCell align="right">Standart taksit</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {rows.map(({ inputs, value, annuity }) => (
              <TableRow key={`${inputs.P}-${inputs.r}-${inputs.n}`}>
                <TableCell>{formatNumberTR(inputs.P)} TL</TableCell>
                <TableCell>%{formatNumberTR(inputs.r * 100)}</TableCell>
                <TableCell>{inputs.n} ay</TableCell>
                <TableCell align="right" sx={{ fontWeight: 600 }}>
                  {formatMoney2(value)} TL
                </TableCell>
                <TableCell align="right">{formatMoney2(annuity)} TL</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </TableContainer>
    </>
  );
}
