import { useState, type FormEvent } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import {
  CRM_STAGES,
  CRM_STAGE_INFO,
  CUSTOMER_SORTS,
  CUSTOMER_SORT_LABELS,
  OWNER_FILTERS,
  OWNER_FILTER_LABELS,
  REMINDER_FILTERS,
  REMINDER_LABELS,
  SEARCH_MAX_LENGTH,
} from '@kredi/contracts/crm';
import type { ListState } from '../../lib/listState';

export interface CustomerFiltersProps {
  /** The list state in the URL; the search box starts from it (the parent remounts this on a new search). */
  state: ListState;
  onChange: (change: Partial<Omit<ListState, 'cursors'>>) => void;
  /** 'CSV İndir' (the list); left out where there is no file to give (the board). */
  onExport?: () => void;
  exporting?: boolean;
}

/** Two selects a row on a phone (360-390 px), so the board's cards and the list's rows start within the first screen. */
const selectSx = { flex: '1 1 150px', minWidth: 0, maxWidth: { sm: 240 } } as const;
/** 'Tüm Durumlar', 'Tümü' and 'Herkes' are real choices: shown as the value, with the label above, not an empty box. */
const selectSlots = { inputLabel: { shrink: true }, select: { displayEmpty: true } } as const;

/**
 * Search runs on Enter or the button (docs/crm.md, 'Customer list and search'); the selects apply at once. Wraps to
 * rows on a phone. The customer list and the pipeline board share it, so their filters read and mean the same.
 */
export function CustomerFilters({ state, onChange, onExport, exporting = false }: CustomerFiltersProps) {
  const [text, setText] = useState(state.search);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    // The search navigates (a React transition). Started inside the submit event, React 19 would also build the
    // form's FormData for form actions, which this form does not use (and which the jsdom tests cannot build).
    const value = text.trim();
    queueMicrotask(() => onChange({ search: value }));
  };
  return (
    <Box component="form" role="search" onSubmit={submit} sx={{ display: 'flex', flexWrap: 'wrap', gap: 1.5, alignItems: 'center', mb: 2 }}>
      <TextField
        size="small"
        label="Müşteri ara"
        placeholder="Ad, telefon ya da şehir"
        value={text}
        onChange={(e) => setText(e.target.value)}
        sx={{ flex: '1 1 220px', minWidth: 0 }}
        slotProps={{ htmlInput: { maxLength: SEARCH_MAX_LENGTH } }}
      />
      <Button type="submit" variant="contained">
        Ara
      </Button>
      <TextField
        select
        size="small"
        label="Durum"
        value={state.durum}
        onChange={(e) => onChange({ durum: e.target.value })}
        sx={selectSx}
        slotProps={selectSlots}
      >
        <MenuItem value="">Tüm Durumlar</MenuItem>
        {CRM_STAGES.map((stage) => (
          <MenuItem key={stage} value={stage}>
            {CRM_STAGE_INFO[stage].label}
          </MenuItem>
        ))}
      </TextField>
      <TextField
        select
        size="small"
        label="Hatırlatma"
        value={state.hatirlatma}
        onChange={(e) => onChange({ hatirlatma: e.target.value })}
        sx={selectSx}
        slotProps={selectSlots}
      >
        <MenuItem value="">Tümü</MenuItem>
        {REMINDER_FILTERS.map((filter) => (
          <MenuItem key={filter} value={filter}>
            {REMINDER_LABELS[filter]}
          </MenuItem>
        ))}
      </TextField>
      <TextField
        select
        size="small"
        label="Sorumlu"
        value={state.atanan}
        onChange={(e) => onChange({ atanan: e.target.value })}
        sx={selectSx}
        slotProps={selectSlots}
      >
        <MenuItem value="">Herkes</MenuItem>
        {OWNER_FILTERS.map((filter) => (
          <MenuItem key={filter} value={filter}>
            {OWNER_FILTER_LABELS[filter]}
          </MenuItem>
        ))}
      </TextField>
      <TextField
        select
        size="small"
        label="Sıralama"
        value={state.sira || 'yeni'}
        onChange={(e) => onChange({ sira: e.target.value === 'yeni' ? '' : e.target.value })}
        sx={selectSx}
        slotProps={selectSlots}
      >
        {CUSTOMER_SORTS.map((sort) => (
          <MenuItem key={sort} value={sort}>
            {CUSTOMER_SORT_LABELS[sort]}
          </MenuItem>
        ))}
      </TextField>
      {onExport && (
        <Button variant="outlined" onClick={onExport} disabled={exporting}>
          {exporting ? 'Hazırlanıyor...' : 'CSV İndir'}
        </Button>
      )}
    </Box>
  );
}
