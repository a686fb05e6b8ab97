import { useState } from 'react';
import Button from '@mui/material/Button';
import AddIcon from '@mui/icons-material/Add';
import type { CreditFormula } from '@kredi/contracts/admin';
import { AdminLayout } from '../../../components/AdminLayout';
import { useConfirmedAction, useNotifiedAction } from '../../../components/useNotifiedAction';
import {
  useDeleteFormulaMutation,
  useListFormulaLoanTypesQuery,
  useListFormulasQuery,
  useSetFormulaActiveMutation,
} from '../api/formulasApi';
import { ActivateFormulaDialog } from './ActivateFormulaDialog';
import { FormulaDialog } from './FormulaDialog';
import { FormulaTable } from './FormulaTable';

/** /admin/kredi-formuller (docs/admin.md, 'Credit formulas'): the persisted list with add, edit, the active toggle and delete. */
export default function FormulasPage() {
  const query = useListFormulasQuery();
  const [setActive] = useSetFormulaActiveMutation();
  const [deleteFormula] = useDeleteFormulaMutation();
  const { run, notify } = useNotifiedAction();
  const remove = useConfirmedAction(
    (formula: CreditFormula) => deleteFormula(formula.id).unwrap(),
    () => 'Formül silindi.',
  );
  const [editing, setEditing] = useState<CreditFormula | 'new' | null>(null);
  const [busyId, setBusyId] = useState<number | null>(null);
  const [activating, setActivating] = useState<CreditFormula | null>(null);
  const types = useListFormulaLoanTypesQuery().data ?? [];
  const formulas = query.data ?? [];

  const toggle = async (formula: CreditFormula) => {
    setBusyId(formula.id);
    await run(
      () => setActive({ id: formula.id, active: !formula.active }).unwrap(),
      `'${formula.name}' ${formula.active ? 'pasif' : 'aktif'} yapıldı.`,
    );
    setBusyId(null);
    setActivating(null);
  };

  const addButton = (
    <Button variant="contained" startIcon={<AddIcon />} onClick={() => setEditing('new')}>
      Yeni Formül Ekle
    </Button>
  );

  return (
    <AdminLayout title="Kredi Formülleri" actions={query.data && query.data.length > 0 ? addButton : undefined}>
      <FormulaTable
        query={query}
        empty={{ title: 'Henüz Formül Yok', text: 'İlk kredi formülünü ekleyerek başlayın.', action: addButton }}
        confirm={{
          title: 'Formülü Silmek İstediğinize Emin Misiniz?',
          text: 'Bu işlem geri alınamaz. Bu formül kalıcı olarak silinecektir.',
          confirmLabel: 'Sil',
          ...remove.dialog,
        }}
        types={types}
        busyId={busyId}
        onToggle={(f) => (f.active ? void toggle(f) : setActivating(f))}
        onEdit={setEditing}
        onDelete={remove.ask}
      />
      <ActivateFormulaDialog
        formula={activating}
        types={types}
        formulas={formulas}
        busy={busyId !== null}
        onConfirm={() => activating && void toggle(activating)}
        onCancel={() => setActivating(null)}
      />
      <FormulaDialog
        editing={editing}
        types={types}
        formulas={formulas}
        onClose={() => setEditing(null)}
        onSaved={(saved) => {
          notify(editing === 'new' ? `'${saved.name}' eklendi.` : `'${saved.name}' kaydedildi.`);
          setEditing(null);
        }}
      />
    </AdminLayout>
  );
}
