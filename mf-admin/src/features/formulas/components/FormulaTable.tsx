import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Tooltip from '@mui/material/Tooltip';
import type { CreditFormula } from '@kredi/contracts/admin';
import type { LoanType } from '@kredi/contracts/calculator';
import { DeleteButton, EditButton, RowActions, RowButton } from '../../../components/RowActions';

export interface FormulaTableProps {
  formulas: CreditFormula[];
  types: readonly LoanType[];
  busyId: number | null;
  onToggle: (formula: CreditFormula) => void;
  onEdit: (formula: CreditFormula) => void;
  onDelete: (formula: CreditFormula) => void;
}

/** Long formulas are cut in the table (spec 2.14: 'formula (truncated)'); the whole text is in the tooltip. */
const FORMULA_PREVIEW_LENGTH = 40;
const truncate = (text: string) => (text.length > FORMULA_PREVIEW_LENGTH ? `${text.slice(0, FORMULA_PREVIEW_LENGTH)}…` : text);

/** Spec 2.14's table: ID, name, loan type, description, formula (truncated), status, actions. */
export function FormulaTable({ formulas, types, busyId, onToggle, onEdit, onDelete }: FormulaTableProps) {
  return (
    <TableContainer component={Paper} variant="outlined">
      <Table aria-label="Kredi formülleri" sx={{ minWidth: 340 }}>
        <TableHead>
          <TableRow>
            <TableCell sx={{ display: { xs: 'none', sm: 'table-cell' } }}>ID</TableCell>
            <TableCell>Formül Adı</TableCell>
            <TableCell sx={{ display: { xs: 'none', sm: 'table-cell' } }}>Kredi Türü</TableCell>
            <TableCell sx={{ display: { xs: 'none', lg: 'table-cell' } }}>Açıklama</TableCell>
            <TableCell sx={{ display: { xs: 'none', md: 'table-cell' } }}>Formül</TableCell>
            <TableCell>Durum</TableCell>
            <TableCell align="right">İşlemler</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {formulas.map((formula) => (
            <TableRow key={formula.id} hover>
              <TableCell sx={{ display: { xs: 'none', sm: 'table-cell' } }}>{formula.id}</TableCell>
              <TableCell sx={{ fontWeight: 600 }}>{formula.name}</TableCell>
              <TableCell sx={{ display: { xs: 'none', sm: 'table-cell' } }}>{types.find((type) => type.id === formula.loan_type)?.ad ?? formula.loan_type}</TableCell>
              <TableCell sx={{ display: { xs: 'none', lg: 'table-cell' }, color: 'text.secondary' }}>{formula.description}</TableCell>
              <TableCell sx={{ display: { xs: 'none', md: 'table-cell' } }}>
                <Tooltip title={formula.formula}>
                  <Box component="code" sx={{ fontSize: '0.85rem', whiteSpace: 'nowrap' }}>
                    {truncate(formula.formula)}
                  </Box>
                </Tooltip>
              </TableCell>
              <TableCell>
                <Chip size="small" label={formula.active ? 'Aktif' : 'Pasif'} color={formula.active ? 'success' : 'default'} />
              </TableCell>
              <TableCell align="right">
                <RowActions>
                  <RowButton subject={formula.name} label={formula.active ? 'Pasif Yap' : 'Aktif Yap'} onClick={() => onToggle(formula)} disabled={busyId === formula.id} />
                  <EditButton subject={formula.name} onClick={() => onEdit(formula)} />
                  <DeleteButton subject={formula.name} onClick={() => onDelete(formula)} />
                </RowActions>
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
