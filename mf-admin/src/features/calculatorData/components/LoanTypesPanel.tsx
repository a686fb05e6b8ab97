import { useEffect, useState } from 'react';
import Alert from '@mui/material/Alert';
import { AdminListTable } from '../../../components/AdminListTable';
import { EditButton } from '../../../components/RowActions';
import Chip from '@mui/material/Chip';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import { useSnackbar } from '@kredi/kernel';
import type { AdminLoanType } from '@kredi/contracts/admin';
import { DialogButtons } from '../../../components/DialogButtons';
import { failureText } from '../../../components/apiErrors';
import { useUpdateLoanTypeMutation } from '../api/calculatorDataApi';

/** Loan types: aktif, bakım modu and the message the calculator shows while a type is in maintenance. */
export function LoanTypesPanel({ types }: { types: AdminLoanType[] }) {
  const [editing, setEditing] = useState<AdminLoanType | null>(null);
  const [draft, setDraft] = useState<AdminLoanType | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [update, { isLoading }] = useUpdateLoanTypeMutation();
  const { enqueueSnackbar } = useSnackbar();

  useEffect(() => {
    setDraft(editing);
    setFailure(null);
  }, [editing]);

  const save = async () => {
    if (!draft) return;
    try {
      await update({
        id: draft.id,
        body: { ad: draft.ad.trim(), aktif: draft.aktif, bakim_modu: draft.bakim_modu, bakim_mesaji: draft.bakim_mesaji?.trim() || null },
      }).unwrap();
      enqueueSnackbar(`${draft.ad} kaydedildi.`, { variant: 'success' });
      setEditing(null);
    } catch (error) {
      setFailure(failureText(error));
    }
  };

  return (
    <>
      <AdminListTable
        rows={types}
        label="Kredi türleri"
        rowKey={(type) => type.id}
        columns={[
          { header: 'Kredi türü', cell: (type) => type.ad, sx: { fontWeight: 600 } },
          {
            header: 'Durum',
            cell: (type) => (
              <Stack direction="row" spacing={0.5} useFlexGap sx={{ flexWrap: 'wrap' }}>
                <Chip size="small" label={type.aktif ? 'Aktif' : 'Pasif'} color={type.aktif ? 'success' : 'default'} />
                {type.bakim_modu && <Chip size="small" label="Bakımda" color="warning" />}
              </Stack>
            ),
          },
          { header: 'Bakım mesajı', cell: (type) => type.bakim_mesaji ?? '—', from: 'md', sx: { color: 'text.secondary' } },
        ]}
        actions={(type) => <EditButton subject={type.ad} onClick={() => setEditing(type)} />}
      />
      <Dialog
        open={editing !== null}
        onClose={isLoading ? undefined : () => setEditing(null)}
        fullWidth
        maxWidth="sm"
        aria-labelledby="loan-type-title"
      >
        <DialogTitle id="loan-type-title">Kredi Türünü Düzenle</DialogTitle>
        {draft && (
          <DialogContent>
            <Stack spacing={2} sx={{ pt: 1 }}>
              <TextField
                label="Ad"
                value={draft.ad}
                onChange={(e) => setDraft({ ...draft, ad: e.target.value })}
                required
                disabled={isLoading}
              />
              <FormControlLabel
                control={<Switch checked={draft.aktif} onChange={(e) => setDraft({ ...draft, aktif: e.target.checked })} />}
                label="Aktif"
              />
              <FormControlLabel
                control={<Switch checked={draft.bakim_modu} onChange={(e) => setDraft({ ...draft, bakim_modu: e.target.checked })} />}
                label="Bakım modu"
              />
              <TextField
                label="Bakım mesajı"
                value={draft.bakim_mesaji ?? ''}
                onChange={(e) => setDraft({ ...draft, bakim_mesaji: e.target.value })}
                multiline
                minRows={2}
                helperText="Bakım modunda hesaplama sayfası bu mesajı gösterir."
                disabled={isLoading}
                slotProps={{ htmlInput: { maxLength: 300 } }}
              />
              {failure && <Alert severity="error">{failure}</Alert>}
            </Stack>
          </DialogContent>
        )}
        <DialogButtons onCancel={() => setEditing(null)} onConfirm={() => void save()} busy={isLoading} />
      </Dialog>
    </>
  );
}
