import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Tooltip from '@mui/material/Tooltip';
import type { CreditFormula } from '@kredi/contracts/admin';
import type { LoanType } from '@kredi/contracts/calculator';
import { AdminListTable, type AdminListTableProps } from '../../../components/AdminListTable';
import { DeleteButton, EditButton, RowButton } from '../../../components/RowActions';

export type FormulaTableProps = Required<Pick<Extract<AdminListTableProps<CreditFormula>, { query: unknown }>, 'query' | 'empty'>> &
  Pick<AdminListTableProps<CreditFormula>, 'confirm'> & {
    types: readonly LoanType[];
    busyId: number | null;
    onToggle: (formula: CreditFormula) => void;
    onEdit: (formula: CreditFormula) => void;
    onDelete: (formula: CreditFormula) => void;
  };

/** Long formulas are cut in the table (the product spec's 'formula (truncated)'); the whole text is in the tooltip. */
const FORMULA_PREVIEW_LENGTH = 40;
const truncate = (text: string) => (text.length > FORMULA_PREVIEW_LENGTH ? `${text.slice(0, FORMULA_PREVIEW_LENGTH)}…` : text);

/** Spec 2.14's table: ID, name, loan type, description, formula (truncated), status, actions. */
export function FormulaTable({ query, empty, confirm, types, busyId, onToggle, onEdit, onDelete }: FormulaTableProps) {
  return (
    <AdminListTable
      query={query}
      empty={empty}
      confirm={confirm}
      label="Kredi formülleri"
      rowKey={(formula) => formula.id}
      columns={[
        { header: 'ID', cell: (formula) => formula.id, from: 'sm' },
        { header: 'Formül Adı', cell: (formula) => formula.name, sx: { fontWeight: 600 } },
        {
          header: 'Kredi Türü',
          cell: (formula) => types.find((type) => type.id === formula.loan_type)?.ad ?? formula.loan_type,
          from: 'sm',
        },
        { header: 'Açıklama', cell: (formula) => formula.description, from: 'lg', sx: { color: 'text.secondary' } },
        {
          header: 'Formül',
          from: 'md',
          cell: (formula) => (
            <Tooltip title={formula.formula}>
              <Box component="code" sx={{ fontSize: '0.85rem', whiteSpace: 'nowrap' }}>
                {truncate(formula.formula)}
              </Box>
            </Tooltip>
          ),
        },
        {
          header: 'Durum',
          cell: (formula) => (
            <Chip size="small" label={formula.active ? 'Aktif' : 'Pasif'} color={formula.active ? 'success' : 'default'} />
          ),
        },
      ]}
      actions={(formula) => (
        <>
          <RowButton
            subject={formula.name}
            label={formula.active ? 'Pasif Yap' : 'Aktif Yap'}
            onClick={() => onToggle(formula)}
            disabled={busyId === formula.id}
          />
          <EditButton subject={formula.name} onClick={() => onEdit(formula)} />
          <DeleteButton subject={formula.name} onClick={() => onDelete(formula)} />
        </>
      )}
    />
  );
}
