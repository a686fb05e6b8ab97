import { useState, type FormEvent } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { CRM_STAGES, CRM_STAGE_INFO, SEARCH_MAX_LENGTH } from '@kredi/contracts/crm';

export interface CustomerFiltersProps {
  /** The search in the URL; the box starts from it (the parent remounts this on a change). */
  search: string;
  durum: string;
  onSearch: (search: string) => void;
  onStatusChange: (durum: string) => void;
  onExport: () => void;
  exporting: boolean;
}

/** Search runs on Enter or the button (spec 2.16); the status filter applies at once. Wraps to rows on a phone. */
export function CustomerFilters({ search, durum, onSearch, onStatusChange, onExport, exporting }: CustomerFiltersProps) {
  const [text, setText] = useState(search);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    // The search navigates (a React transition). Started inside the submit event, React 19 would also build the
    // form's FormData for form actions, which this form does not use (and which the jsdom tests cannot build).
    const value = text.trim();
    queueMicrotask(() => onSearch(value));
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
        value={durum}
        onChange={(e) => onStatusChange(e.target.value)}
        sx={{ flex: '1 1 200px', minWidth: 0, maxWidth: { sm: 260 } }}
      >
        <MenuItem value="">Tüm Durumlar</MenuItem>
        {CRM_STAGES.map((stage) => (
          <MenuItem key={stage} value={stage}>
            {CRM_STAGE_INFO[stage].label}
          </MenuItem>
        ))}
      </TextField>
      <Button variant="outlined" onClick={onExport} disabled={exporting}>
        {exporting ? 'Hazırlanıyor...' : 'CSV İndir'}
      </Button>
    </Box>
  );
}
