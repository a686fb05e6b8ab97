import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import GlobalStyles from '@mui/material/GlobalStyles';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableFooter from '@mui/material/TableFooter';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import DownloadOutlined from '@mui/icons-material/DownloadOutlined';
import PrintOutlined from '@mui/icons-material/PrintOutlined';
import {
  PAYMENT_PLAN_COLUMNS,
  PAYMENT_PLAN_SUMMED_COLUMNS,
  paymentPlanCsv,
  paymentPlanFileName,
  paymentPlanTotals,
  termLabel,
  type CalculationResult,
} from '@kredi/contracts/calculator';
import { formatMoney2 } from '@kredi/kernel';
import { downloadTextFile } from '../lib/downloadFile';
import { money, percent } from '../lib/money';

const PLAN_ID = 'odeme-plani';

/**
 * Below the small breakpoint the seven columns (about 580 px) cannot fit a phone's card: each month becomes a block
 * of label-value lines, the label taken from the cell's data-label, the column heads hidden from sight (kept for
 * screen readers). The explicit roles keep it a table for them: a browser drops a table's roles once it is not laid
 * out as one. A right-aligned MUI cell is a reversed row: the label is put first again. On paper and from 600 px up
 * it stays a table.
 */
const stackedOnPhones = {
  '@media screen and (max-width: 599.95px)': {
    '&, & tbody, & tfoot, & tr, & td': { display: 'block', width: '100%' },
    '& thead': { position: 'absolute', width: '1px', height: '1px', overflow: 'hidden', clip: 'rect(0 0 0 0)', whiteSpace: 'nowrap' },
    '& tr': { borderBottom: 1, borderColor: 'divider', py: 0.5 },
    '& td': { display: 'flex', flexDirection: 'row', justifyContent: 'space-between', gap: 2, border: 0, py: 0.25, textAlign: 'right' },
    '& td::before': { content: 'attr(data-label)', fontWeight: 600, color: 'text.secondary', textAlign: 'left' },
    '& td:empty': { display: 'none' },
  },
} as const;

/** On paper only the plan is printed, whole (no scroll box), with its summary line. */
const printStyles = (
  <GlobalStyles
    styles={{
      '@media print': {
        'body *': { visibility: 'hidden' },
        [`#${PLAN_ID}, #${PLAN_ID} *`]: { visibility: 'visible' },
        [`#${PLAN_ID}`]: { position: 'absolute', left: 0, top: 0, width: '100%' },
        [`#${PLAN_ID} .plan-actions`]: { display: 'none' },
        [`#${PLAN_ID} .plan-scroll`]: { maxHeight: 'none !important', overflow: 'visible !important' },
        [`#${PLAN_ID} tr`]: { breakInside: 'avoid' },
      },
    }}
  />
);

/** The full payment plan (ödeme planı): printable, and downloadable as a CSV that Turkish Excel opens cleanly. */
export default function PaymentPlan({ result, inYears }: { result: CalculationResult; inYears: boolean }) {
  const rows = result.odeme_plani;
  const totals = paymentPlanTotals(rows);
  const download = () =>
    downloadTextFile(
      paymentPlanFileName(result.kredi_turu, result.kredi_miktari, result.vade_ay),
      paymentPlanCsv(rows),
      'text/csv;charset=utf-8',
    );

  return (
    <Box id={PLAN_ID} component="section" aria-labelledby={`${PLAN_ID}-title`} sx={{ mt: 2 }}>
      {printStyles}
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        spacing={1}
        sx={{ justifyContent: 'space-between', alignItems: { sm: 'center' }, mb: 1 }}
      >
        <Box>
          <Typography id={`${PLAN_ID}-title`} variant="h6" component="h3">
            Ödeme Planı
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {money(result.kredi_miktari)} · {termLabel(result.vade_ay, inYears)} · aylık faiz {percent(result.faiz_orani)} · aylık taksit{' '}
            {money(result.aylik_taksit)}
          </Typography>
        </Box>
        <Stack direction="row" spacing={1} className="plan-actions" sx={{ flexShrink: 0, '& .MuiButton-root': { whiteSpace: 'nowrap' } }}>
          <Button size="small" variant="outlined" startIcon={<PrintOutlined />} onClick={() => window.print()}>
            Yazdır
          </Button>
          <Button size="small" variant="contained" startIcon={<DownloadOutlined />} onClick={download}>
            CSV İndir
          </Button>
        </Stack>
      </Stack>
      <TableContainer
        className="plan-scroll"
        sx={{ maxHeight: 420, border: 1, borderColor: 'divider', borderRadius: 1 }}
        tabIndex={0}
        aria-label="Ödeme planı tablosu"
      >
        <Table
          size="small"
          stickyHeader
          aria-labelledby={`${PLAN_ID}-title`}
          sx={{ '& td, & th': { whiteSpace: 'nowrap', px: 1 }, ...stackedOnPhones }}
        >
          <TableHead role="rowgroup">
            <TableRow role="row">
              {PAYMENT_PLAN_COLUMNS.map((column, index) => (
                <TableCell key={column} role="columnheader" align={index === 0 ? 'left' : 'right'}>
                  {column}
                </TableCell>
              ))}
            </TableRow>
          </TableHead>
          <TableBody role="rowgroup">
            {rows.map((row) => (
              <TableRow key={row.ay} hover role="row">
                <TableCell role="cell" data-label={PAYMENT_PLAN_COLUMNS[0]}>
                  {row.ay}
                </TableCell>
                {[...PAYMENT_PLAN_SUMMED_COLUMNS, 'kalan_borc' as const].map((column, index) => (
                  <TableCell key={column} role="cell" align="right" data-label={PAYMENT_PLAN_COLUMNS[index + 1]}>
                    {formatMoney2(row[column])}
                  </TableCell>
                ))}
              </TableRow>
            ))}
          </TableBody>
          <TableFooter role="rowgroup">
            <TableRow role="row" sx={{ '& td': { fontWeight: 700, color: 'text.primary' } }}>
              <TableCell role="cell">Toplam</TableCell>
              {PAYMENT_PLAN_SUMMED_COLUMNS.map((column, index) => (
                <TableCell key={column} role="cell" align="right" data-label={PAYMENT_PLAN_COLUMNS[index + 1]}>
                  {formatMoney2(totals[column])}
                </TableCell>
              ))}
              <TableCell role="cell" />
            </TableRow>
          </TableFooter>
        </Table>
      </TableContainer>
      <Typography variant="caption" color="text.secondary" component="p" sx={{ mt: 1 }}>
        Tutarlar TL&apos;dir. CSV dosyası Türkçe Excel ile doğrudan açılır (UTF-8, noktalı virgül ayraçlı).
      </Typography>
    </Box>
  );
}
