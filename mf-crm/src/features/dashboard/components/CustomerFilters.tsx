import { useState, type FormEvent } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { CRM_STAGES, CRM_STAGE_INFO, SEARCH_MAX_LENGTH } from '@kredi/contracts/crm';

export interface CustomerFiltersProps {
  durum: string;
  onSearch: (search: string) => void;
  onStatusChange: (durum: string) => void;
  onExport: () => void;
  exporting: boolean;
}

/** Search runs on Enter or the button (spec 2.16); the status filter applies at once. */
export function CustomerFilters({ durum, onSearch, onStatusChange, onExport, exporting }: CustomerFiltersProps) {
  const [text, setText] = useState('');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSearch(text.trim());
  };
  return (
    <Box component="form" role="search" onSubmit={submit} sx={{ display: 'flex', flexWrap: 'wrap', gap: 1.5, alignItems: 'center', mb: 2 }}>
      <TextField
        size="small"
        label="Müşteri ara"
        placeholder="Ad, telefon ya da şehir"
        value={text}
        onChange={(e) => setText(e.target.value)}
        sx={{ flex: '1 1 260px' }}
        slotProps={{ htmlInput: { maxLength: SEARCH_MAX_LENGTH } }}
      />
      <Button type="submit" variant="contained">
        Ara
      </Button>
      <TextField select size="small" label="Durum" value={durum} onChange={(e) => onStatusChange(e.target.value)} sx={{ minWidth: 220 }}>
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
