import { useState, type FormEvent } from 'react';
import CancelIcon from '@mui/icons-material/Cancel';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Chip from '@mui/material/Chip';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { SAVED_VIEW_NAME_MAX, savedViewFilters, savedViewMessages, type SavedView } from '@kredi/contracts/crm';
import { canShareSavedView } from '@kredi/contracts/staff';
import { errorText, ServerError } from '../../lib/ServerError';
import { useStaffActor } from '../../session/useStaffActor';
import { customerQuery, EMPTY_LIST_STATE, type ListState } from '../../lib/listState';
import { useCrmSavedViewsQuery, useDeleteCrmViewMutation, useSaveCrmViewMutation } from '../../lib/savedViewsApi';

export interface SavedViewsProps {
  state: ListState;
  /** Applies a view: its filters and sort, from the first page. */
  onApply: (state: ListState) => void;
}

/** The list's filters and sort as a view keeps them (the API's names; the same order the API stores). */
const queryOf = (state: ListState) => customerQuery({ ...state, cursor: null }).replace(/^\?/, '');

const labelOf = (view: SavedView) => (view.paylasilan ? `${view.ad} · Paylaşılan` : view.ad);

/**
 * 'Görünümler' by the customer list and on the pipeline board (the same views: the board applies their filters to
 * every column): one chip per saved view (one's own, then colleagues' shared ones), a tap applies
 * it; 'Görünümü Kaydet' names the current filters and sort; one's own chips can be deleted. Leaders may share a view
 * with everyone (canShareSavedView, the API's rule).
 */
export function SavedViews({ state, onApply }: SavedViewsProps) {
  const actor = useStaffActor();
  const mayShare = actor !== undefined && canShareSavedView(actor.role);
  const { data, error } = useCrmSavedViewsQuery();
  const [saveView, saving] = useSaveCrmViewMutation();
  const [deleteView, deleting] = useDeleteCrmViewMutation();
  const [naming, setNaming] = useState(false);
  const [name, setName] = useState('');
  const [shared, setShared] = useState(false);
  const [nameError, setNameError] = useState('');
  const [doomed, setDoomed] = useState<SavedView | null>(null);
  const [notice, setNotice] = useState('');
  const current = queryOf(state);

  const openNaming = () => {
    saving.reset();
    setName('');
    setShared(false);
    setNameError('');
    setNaming(true);
  };
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const ad = name.trim();
    if (ad.length < 1 || ad.length > SAVED_VIEW_NAME_MAX) {
      setNameError(savedViewMessages.nameInvalid);
      return;
    }
    const result = await saveView({ ad, sorgu: current, paylasilan: mayShare && shared });
    if ('data' in result && result.data) {
      setNaming(false);
      setNotice(result.data.message);
    }
  };
  const confirmDelete = async () => {
    if (!doomed) return;
    const result = await deleteView(doomed.id);
    setDoomed(null);
    setNotice('data' in result && result.data ? result.data.message : errorText(result.error));
  };

  return (
    <Box component="section" aria-labelledby="saved-views-title" sx={{ mb: 2 }}>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1 }}>
        <Typography id="saved-views-title" variant="subtitle2" component="h3">
          Görünümler
        </Typography>
        {data?.results.map((view) => (
          <Chip
            key={view.id}
            label={labelOf(view)}
            // The chip's name is the view's; its delete icon (touch) is the Delete key on a keyboard.
            aria-label={labelOf(view)}
            aria-keyshortcuts={view.benim ? 'Delete' : undefined}
            title={view.benim ? undefined : `${view.olusturan} paylaştı`}
            color={view.sorgu === current ? 'primary' : 'default'}
            variant={view.sorgu === current ? 'filled' : 'outlined'}
            aria-pressed={view.sorgu === current}
            onClick={() => {
              setNotice('');
              onApply({ ...EMPTY_LIST_STATE, ...savedViewFilters(view.sorgu) });
            }}
            onDelete={view.benim ? () => setDoomed(view) : undefined}
            deleteIcon={<CancelIcon aria-label={`'${view.ad}' görünümünü sil`} aria-hidden={false} />}
            sx={{ maxWidth: '100%' }}
          />
        ))}
        {data && data.results.length === 0 && (
          <Typography variant="body2" color="text.secondary">
            Henüz kayıtlı görünüm yok.
          </Typography>
        )}
        <Button size="small" variant="text" onClick={openNaming}>
          Görünümü Kaydet
        </Button>
      </Box>
      <ServerError error={error} testId="saved-views-error" fallback="Görünümler yüklenemedi. Lütfen sayfayı yenileyin." />
      {notice && (
        <Typography role="status" variant="body2" color="text.secondary" sx={{ mt: 0.5 }} data-testid="saved-views-notice">
          {notice}
        </Typography>
      )}

      <Dialog open={naming} onClose={() => setNaming(false)} aria-labelledby="save-view-title" fullWidth maxWidth="xs">
        <Box component="form" noValidate onSubmit={(e) => void submit(e)}>
          <DialogTitle id="save-view-title">Görünümü Kaydet</DialogTitle>
          <DialogContent>
            <DialogContentText sx={{ mb: 2 }}>
              Şu anki filtreler ve sıralama bu adla kaydedilir; görünüm listede ve panoda açılır.
            </DialogContentText>
            <TextField
              autoFocus
              fullWidth
              label="Görünümün adı"
              placeholder="Ör. Bugün aranacaklar"
              value={name}
              onChange={(e) => {
                setName(e.target.value);
                setNameError('');
              }}
              error={nameError !== ''}
              helperText={nameError || `En fazla ${SAVED_VIEW_NAME_MAX} karakter`}
              slotProps={{ htmlInput: { maxLength: SAVED_VIEW_NAME_MAX } }}
            />
            {mayShare && (
              <FormControlLabel
                control={<Checkbox checked={shared} onChange={(e) => setShared(e.target.checked)} />}
                label="Herkesle paylaş"
              />
            )}
            <ServerError error={saving.error} testId="save-view-error" />
          </DialogContent>
          <DialogActions>
            <Button onClick={() => setNaming(false)}>Vazgeç</Button>
            <Button type="submit" variant="contained" disabled={saving.isLoading}>
              {saving.isLoading ? 'Kaydediliyor...' : 'Kaydet'}
            </Button>
          </DialogActions>
        </Box>
      </Dialog>

      <Dialog open={doomed !== null} onClose={() => setDoomed(null)} aria-labelledby="delete-view-title">
        <DialogTitle id="delete-view-title">Görünüm silinsin mi?</DialogTitle>
        <DialogContent>
          <DialogContentText>&apos;{doomed?.ad}&apos; görünümü silinir; listedeki müşteriler değişmez.</DialogContentText>
        </DialogContent>
        <DialogActions>
          <Button variant="outlined" autoFocus onClick={() => setDoomed(null)}>
            Vazgeç
          </Button>
          <Button variant="contained" color="error" disabled={deleting.isLoading} onClick={() => void confirmDelete()}>
            Evet, sil
          </Button>
        </DialogActions>
      </Dialog>
    </Box>
  );
}
