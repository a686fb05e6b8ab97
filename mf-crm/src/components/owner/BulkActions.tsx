import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { selectCrmRole, useAppSelector } from '@kredi/kernel';
import { CRM_STAGES, CRM_STAGE_INFO, isCrmStage } from '@kredi/contracts/crm';
import { MANAGER_ROLES, roleAllows } from '@kredi/contracts/staff';
import { ServerError } from '../../lib/ServerError';
import { useBulkAssignMutation, useBulkStageMutation, useCrmStaffQuery } from '../../lib/ownerApi';
import { ownerIdOf, staffOptions } from './staffChoice';

const fieldSx = { flex: '1 1 200px', minWidth: 0 } as const;

/** Why a 'personel' has no 'Ata' here: assigning is the managers' (the API refuses it to others too). */
export const BULK_ASSIGN_HINT = 'Müşterileri başka personele yalnızca yöneticiler atayabilir.';

/**
 * What to do with the selected rows (docs/crm.md 'Owner, bulk actions and editing'): change their stage (every CRM role) or assign them
 * ('yönetici' and 'admin'; the API refuses others too). One request each; the server's Turkish answer is shown.
 */
export function BulkActions({ ids, onDone, onClear }: { ids: number[]; onDone: (message: string) => void; onClear: () => void }) {
  const role = useAppSelector(selectCrmRole);
  const { data: staff } = useCrmStaffQuery();
  const [stage, setStage] = useState('');
  const [owner, setOwner] = useState('');
  const [bulkStage, stageState] = useBulkStageMutation();
  const [bulkAssign, assignState] = useBulkAssignMutation();
  const busy = stageState.isLoading || assignState.isLoading;

  async function run(action: () => Promise<{ message: string }>) {
    try {
      onDone((await action()).message);
    } catch {
      // ServerError shows the server's message; the selection stays for another try.
    }
  }

  return (
    <Box
      component="section"
      aria-label="Toplu işlemler"
      // Stays on screen while the selection scrolls (on a phone the selected cards are a long way below the bar).
      sx={{
        border: 1,
        borderColor: 'primary.light',
        borderRadius: 1,
        p: 1.5,
        mb: 2,
        display: 'grid',
        gap: 1.5,
        position: 'sticky',
        top: 0,
        zIndex: 2,
        bgcolor: 'background.paper',
        boxShadow: 2,
      }}
      data-testid="bulk-actions"
    >
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'center', justifyContent: 'space-between' }}>
        <Typography variant="subtitle2" component="p" data-testid="bulk-count">
          {ids.length} müşteri seçildi
        </Typography>
        <Button size="small" onClick={onClear}>
          Seçimi Temizle
        </Button>
      </Box>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'center' }}>
        <TextField select size="small" label="Yeni durum" value={stage} onChange={(e) => setStage(e.target.value)} sx={fieldSx}>
          {CRM_STAGES.map((s) => (
            <MenuItem key={s} value={s}>
              {CRM_STAGE_INFO[s].label}
            </MenuItem>
          ))}
        </TextField>
        <Button
          variant="contained"
          disabled={!isCrmStage(stage) || busy}
          onClick={() => isCrmStage(stage) && void run(() => bulkStage({ ids, durum: stage }).unwrap())}
        >
          Durumu Değiştir
        </Button>
      </Box>
      {!roleAllows(role, MANAGER_ROLES) && (
        <Typography variant="body2" color="text.secondary" data-testid="bulk-assign-hint">
          {BULK_ASSIGN_HINT}
        </Typography>
      )}
      {roleAllows(role, MANAGER_ROLES) && (
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'center' }}>
          <TextField
            select
            size="small"
            label="Sorumlu personel"
            value={owner}
            onChange={(e) => setOwner(e.target.value)}
            sx={fieldSx}
            slotProps={{ inputLabel: { shrink: true } }}
          >
            {staffOptions(staff?.results)}
          </TextField>
          <Button
            variant="contained"
            disabled={owner === '' || busy}
            onClick={() => void run(() => bulkAssign({ ids, personel_id: ownerIdOf(owner) }).unwrap())}
          >
            Ata
          </Button>
        </Box>
      )}
      <ServerError error={stageState.error ?? assignState.error} testId="bulk-error" />
    </Box>
  );
}

/** The answer of the last bulk change, kept after the selection is cleared. */
export function BulkDone({ message }: { message: string }) {
  if (!message) return null;
  return (
    <Alert severity="success" role="status" sx={{ mb: 2 }} data-testid="bulk-done">
      {message}
    </Alert>
  );
}
