import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import DownloadIcon from '@mui/icons-material/Download';
import type { CsvCell } from '@kredi/contracts/reports';
import { downloadCsv } from '../lib/downloadCsv';

export interface ReportTableProps {
  /** The table's name, read by screen readers and used in the file name ('huni' → rapor-huni-<from>-<to>.csv). */
  title: string;
  file: string;
  range: { from: string; to: string };
  header: readonly string[];
  /** What the page shows (formatted). */
  rows: readonly (readonly string[])[];
  /** What the CSV holds (raw numbers, a decimal comma); the same rows and columns. */
  csvRows: readonly (readonly CsvCell[])[];
  /**
   * Columns of text besides the first (a page path): left aligned and broken where needed, so on a phone the box's
   * edge never cuts '/form' to '/fo'. Figures stay on one line.
   */
  textColumns?: readonly number[];
}

/** A report table that scrolls inside its own box on a phone, with 'CSV İndir' for the same figures. */
export function ReportTable({ title, file, range, header, rows, csvRows, textColumns = [] }: ReportTableProps) {
  const isText = (index: number) => index === 0 || textColumns.includes(index);
  const cellSx = (index: number) =>
    textColumns.includes(index) ? { whiteSpace: 'normal', overflowWrap: 'anywhere', minWidth: 96 } : { whiteSpace: 'nowrap' };
  return (
    <Box>
      <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: 1, mb: 1 }}>
        <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600 }}>
          {title}
        </Typography>
        <Button
          size="small"
          startIcon={<DownloadIcon />}
          onClick={() => downloadCsv(file, range, header, csvRows)}
          disabled={rows.length === 0}
          aria-label={`${title}: CSV İndir`}
        >
          CSV İndir
        </Button>
      </Box>
      {rows.length === 0 ? (
        <Typography color="text.secondary" variant="body2">
          Bu aralıkta veri yok.
        </Typography>
      ) : (
        // A box that may scroll sideways on a phone: reachable and scrollable with the keyboard, named for screen readers.
        <TableContainer
          tabIndex={0}
          role="region"
          aria-label={`${title} tablosu`}
          sx={{ border: 1, borderColor: 'divider', borderRadius: 1, maxWidth: '100%', overflowX: 'auto' }}
        >
          <Table size="small" aria-label={title}>
            <TableHead>
              <TableRow>
                {header.map((column, index) => (
                  <TableCell key={column} align={isText(index) ? 'left' : 'right'} sx={{ whiteSpace: 'nowrap' }}>
                    {column}
                  </TableCell>
                ))}
              </TableRow>
            </TableHead>
            <TableBody>
              {rows.map((row, rowIndex) => (
                <TableRow key={`${row[0]}-${rowIndex}`}>
                  {row.map((value, index) => (
                    <TableCell key={header[index]} align={isText(index) ? 'left' : 'right'} sx={cellSx(index)}>
                      {value}
                    </TableCell>
                  ))}
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </TableContainer>
      )}
    </Box>
  );
}
