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

/** One select of the form: its choices as [value, label], in order. */
function FilterSelect({
  label,
  value,
  onChange,
  options,
}: {
  label: string;
  value: string;
  onChange: (value: string) => void;
  options: ReadonlyArray<readonly [string, string]>;
}) {
  return (
    <TextField
      select
      size="small"
      label={label}
      value={value}
      onChange={(e) => onChange(e.target.value)}
      sx={selectSx}
      slotProps={selectSlots}
    >
      {options.map(([option, text]) => (
        <MenuItem key={option} value={option}>
          {text}
        </MenuItem>
      ))}
    </TextField>
  );
}

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
      <FilterSelect
        label="Durum"
        value={state.durum}
        onChange={(durum) => onChange({ durum })}
        options={[['', 'Tüm Durumlar'], ...CRM_STAGES.map((stage) => [stage, CRM_STAGE_INFO[stage].label] as const)]}
      />
      <FilterSelect
        label="Hatırlatma"
        value={state.hatirlatma}
        onChange={(hatirlatma) => onChange({ hatirlatma })}
        options={[['', 'Tümü'], ...REMINDER_FILTERS.map((filter) => [filter, REMINDER_LABELS[filter]] as const)]}
      />
      <FilterSelect
        label="Sorumlu"
        value={state.atanan}
        onChange={(atanan) => onChange({ atanan })}
        options={[['', 'Herkes'], ...OWNER_FILTERS.map((filter) => [filter, OWNER_FILTER_LABELS[filter]] as const)]}
      />
      {/* The newest first is the sort without a `sira`. */}
      <FilterSelect
        label="Sıralama"
        value={state.sira || 'yeni'}
        onChange={(sira) => onChange({ sira: sira === 'yeni' ? '' : sira })}
        options={CUSTOMER_SORTS.map((sort) => [sort, CUSTOMER_SORT_LABELS[sort]] as const)}
      />
      {onExport && (
        <Button variant="outlined" onClick={onExport} disabled={exporting}>
          {exporting ? 'Hazırlanıyor...' : 'CSV İndir'}
        </Button>
      )}
    </Box>
  );
}
