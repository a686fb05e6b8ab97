import { useState } from 'react';
import Button from '@mui/material/Button';
import AddIcon from '@mui/icons-material/Add';
import type { CreditFormula } from '@kredi/contracts/admin';
import { AdminLayout } from '../../../components/AdminLayout';
import { ConfirmDialog } from '../../../components/ConfirmDialog';
import { QueryContent } from '../../../components/QueryContent';
import { useConfirmedAction, useNotifiedAction } from '../../../components/useNotifiedAction';
import { useDeleteFormulaMutation, useListFormulasQuery, useSetFormulaActiveMutation } from '../api/formulasApi';
import { FormulaDialog } from './FormulaDialog';
import { FormulaTable } from './FormulaTable';

/** /admin/kredi-formuller (spec 2.14): the persisted list with add, edit, the active toggle and delete. */
export default function FormulasPage() {
  const query = useListFormulasQuery();
  const [setActive] = useSetFormulaActiveMutation();
  const [deleteFormula] = useDeleteFormulaMutation();
  const { run, notify } = useNotifiedAction();
  const remove = useConfirmedAction((formula: CreditFormula) => deleteFormula(formula.id).unwrap(), () => 'Formül silindi.');
  const [editing, setEditing] = useState<CreditFormula | 'new' | null>(null);
  const [busyId, setBusyId] = useState<number | null>(null);

  const toggle = async (formula: CreditFormula) => {
    setBusyId(formula.id);
    await run(() => setActive({ id: formula.id, active: !formula.active }).unwrap(), `'${formula.name}' ${formula.active ? 'pasif' : 'aktif'} yapıldı.`);
    setBusyId(null);
  };

  const addButton = (
    <Button variant="contained" startIcon={<AddIcon />} onClick={() => setEditing('new')}>
      Yeni Formül Ekle
    </Button>
  );

  return (
    <AdminLayout title="Kredi Formülleri" actions={query.data && query.data.length > 0 ? addButton : undefined}>
      <QueryContent query={query} empty={{ title: 'Henüz Formül Yok', text: 'İlk kredi formülünü ekleyerek başlayın.', action: addButton }}>
        {(formulas) => (
          <FormulaTable formulas={formulas} busyId={busyId} onToggle={(f) => void toggle(f)} onEdit={setEditing} onDelete={remove.ask} />
        )}
      </QueryContent>
      <FormulaDialog
        editing={editing}
        onClose={() => setEditing(null)}
        onSaved={(saved) => {
          notify(editing === 'new' ? `'${saved.name}' eklendi.` : `'${saved.name}' kaydedildi.`);
          setEditing(null);
        }}
      />
      <ConfirmDialog
        title="Formülü Silmek İstediğinize Emin Misiniz?"
        text="Bu işlem geri alınamaz. Bu formül kalıcı olarak silinecektir."
        confirmLabel="Sil"
        {...remove.dialog}
      />
    </AdminLayout>
  );
}
