import type { Key, ReactNode } from 'react';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import type { SxProps, Theme } from '@mui/material/styles';
import { ConfirmDialog, type ConfirmDialogProps } from './ConfirmDialog';
import { QueryContent, type PageQuery } from './QueryContent';
import { RowActions } from './RowActions';

export interface AdminListColumn<T> {
  header: string;
  cell: (row: T) => ReactNode;
  /** The column shows from this breakpoint up: a narrow screen keeps the essentials (390 px, no sideways page scroll). */
  from?: 'sm' | 'md' | 'lg';
  align?: 'right';
  /** Extra style of the column's body cells. */
  sx?: Record<string, unknown>;
}

type Rows<T> =
  | { rows: readonly T[]; query?: never; empty?: never }
  | { query: PageQuery<T[]>; empty: { title: string; text: string; action?: ReactNode }; rows?: never };

export type AdminListTableProps<T> = Rows<T> & {
  /** The table's accessible name. */
  label: string;
  rowKey: (row: T) => Key;
  columns: AdminListColumn<T>[];
  /** The row's buttons (RowButton, EditButton, DeleteButton), in the last column 'İşlemler'. */
  actions: (row: T) => ReactNode;
  /**
   * A table that keeps every column at any width: it scrolls inside its own box from this width down, with the
   * actions column kept in view. Without it, columns hide by `from` and the table fits the screen.
   */
  minWidth?: number;
  /** The confirmation that the row actions ask for (useConfirmedAction's `dialog` plus its texts). */
  confirm?: ConfirmDialogProps;
};

const shownFrom = (from?: 'sm' | 'md' | 'lg') => (from ? { display: { xs: 'none', [from]: 'table-cell' } } : {});

/** The actions column stays on screen while the rest of a wide table scrolls under it (on a 390 px phone too). */
const stickyActions = {
  position: 'sticky',
  right: 0,
  whiteSpace: 'nowrap',
  bgcolor: 'background.paper',
  boxShadow: '-1px 0 0 rgba(0,0,0,0.12)',
} as const;

/** The admin lists' one table: loading, failure and empty states, the rows with their actions, and the confirmation. */
export function AdminListTable<T>(props: AdminListTableProps<T>) {
  const { label, rowKey, columns, actions, minWidth, confirm } = props;
  const actionsSx = minWidth ? stickyActions : undefined;
  const table = (rows: readonly T[]) => (
    <TableContainer component={Paper} variant="outlined" sx={{ maxWidth: '100%', overflowX: 'auto' }}>
      <Table aria-label={label} sx={minWidth ? { minWidth } : undefined}>
        <TableHead>
          <TableRow>
            {columns.map((column) => (
              <TableCell key={column.header} align={column.align} sx={shownFrom(column.from)}>
                {column.header}
              </TableCell>
            ))}
            <TableCell align="right" sx={actionsSx}>
              İşlemler
            </TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.map((row) => (
            <TableRow key={rowKey(row)} hover>
              {columns.map((column) => (
                <TableCell key={column.header} align={column.align} sx={{ ...shownFrom(column.from), ...column.sx } as SxProps<Theme>}>
                  {column.cell(row)}
                </TableCell>
              ))}
              <TableCell align="right" sx={actionsSx}>
                <RowActions>{actions(row)}</RowActions>
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
  return (
    <>
      {props.query ? (
        <QueryContent query={props.query} empty={props.empty}>
          {table}
        </QueryContent>
      ) : (
        table(props.rows)
      )}
      {confirm && <ConfirmDialog {...confirm} />}
    </>
  );
}
