import { useState } from 'react';
import { Button } from '@mui/material';
import AddIcon from '@mui/icons-material/Add';
import { useSnackbar } from 'notistack';
import type { CreditFormula } from '@kredi/contracts/admin';
import { AdminLayout } from '../../../components/AdminLayout';
import { failureText } from '../../../components/apiErrors';
import { ConfirmDialog } from '../../../components/ConfirmDialog';
import { EmptyState } from '../../../components/EmptyState';
import { LoadError } from '../../../components/LoadError';
import { PageLoading } from '../../../components/PageLoading';
import { useDeleteFormulaMutation, useListFormulasQuery, useSetFormulaActiveMutation } from '../api/formulasApi';
import { FormulaDialog } from './FormulaDialog';
import { FormulaTable } from './FormulaTable';

/** /admin/kredi-formuller (spec 2.14): the persisted list with add, edit, the active toggle and delete. */
export default function FormulasPage() {
  const { data: formulas, isLoading, isError, refetch } = useListFormulasQuery();
  const [setActive] = useSetFormulaActiveMutation();
  const [deleteFormula, deleting] = useDeleteFormulaMutation();
  const { enqueueSnackbar } = useSnackbar();
  const [editing, setEditing] = useState<CreditFormula | 'new' | null>(null);
  const [toDelete, setToDelete] = useState<CreditFormula | null>(null);
  const [busyId, setBusyId] = useState<number | null>(null);

  const toggle = async (formula: CreditFormula) => {
    setBusyId(formula.id);
    try {
      await setActive({ id: formula.id, active: !formula.active }).unwrap();
    } catch (error) {
      enqueueSnackbar(failureText(error), { variant: 'error' });
    } finally {
      setBusyId(null);
    }
  };

  const confirmDelete = async () => {
    if (!toDelete) return;
    try {
      await deleteFormula(toDelete.id).unwrap();
      enqueueSnackbar('Formül silindi.', { variant: 'success' });
    } catch (error) {
      enqueueSnackbar(failureText(error), { variant: 'error' });
    }
    setToDelete(null);
  };

  const addButton = (
    <Button variant="contained" startIcon={<AddIcon />} onClick={() => setEditing('new')}>
      Yeni Formül Ekle
    </Button>
  );

  return (
    <AdminLayout title="Kredi Formülleri" actions={formulas && formulas.length > 0 ? addButton : undefined}>
      {isLoading ? (
        <PageLoading />
      ) : isError || !formulas ? (
        <LoadError onRetry={() => void refetch()} />
      ) : formulas.length === 0 ? (
        <EmptyState title="Henüz Formül Yok" text="İlk kredi formülünü ekleyerek başlayın." action={addButton} />
      ) : (
        <FormulaTable formulas={formulas} busyId={busyId} onToggle={(f) => void toggle(f)} onEdit={setEditing} onDelete={setToDelete} />
      )}
      <FormulaDialog
        editing={editing}
        onClose={() => setEditing(null)}
        onSaved={(saved) => {
          enqueueSnackbar(editing === 'new' ? `'${saved.name}' eklendi.` : `'${saved.name}' kaydedildi.`, { variant: 'success' });
          setEditing(null);
        }}
      />
      <ConfirmDialog
        open={toDelete !== null}
        title="Formülü Silmek İstediğinize Emin Misiniz?"
        text="Bu işlem geri alınamaz. Bu formül kalıcı olarak silinecektir."
        confirmLabel="Sil"
        busy={deleting.isLoading}
        onConfirm={() => void confirmDelete()}
        onCancel={() => setToDelete(null)}
      />
    </AdminLayout>
  );
}
