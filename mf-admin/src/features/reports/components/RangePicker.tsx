import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import { rangeError, type ReportGroup } from '@kredi/contracts/reports';

export interface ReportRange {
  from: string;
  to: string;
  group: ReportGroup;
}

const istanbulToday = () => new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Istanbul' }).format(new Date());
const daysBefore = (day: string, days: number) => new Date(Date.parse(`${day}T00:00:00Z`) - days * 86_400_000).toISOString().slice(0, 10);

/** The last `days` Istanbul days, today included. */
export function lastDays(days: number, group: ReportGroup = 'gun'): ReportRange {
  const today = istanbulToday();
  return { from: daysBefore(today, days - 1), to: today, group };
}

const PRESETS = [
  { label: 'Son 7 gün', days: 7 },
  { label: 'Son 30 gün', days: 30 },
  { label: 'Son 1 yıl', days: 365 },
];

/** The range: two dates (the browser shows them in Turkish), presets, and per day or per week. */
export function RangePicker({ value, onChange }: { value: ReportRange; onChange: (range: ReportRange) => void }) {
  const error = rangeError(value.from, value.to);
  return (
    <Box component="fieldset" sx={{ border: 0, p: 0, m: 0, display: 'flex', flexWrap: 'wrap', gap: 2, alignItems: 'flex-start' }}>
      <legend style={{ position: 'absolute', width: 1, height: 1, overflow: 'hidden', clip: 'rect(0 0 0 0)' }}>Rapor aralığı</legend>
      <TextField
        type="date"
        label="Başlangıç"
        size="small"
        value={value.from}
        onChange={(e) => onChange({ ...value, from: e.target.value })}
        slotProps={{ inputLabel: { shrink: true } }}
        error={Boolean(error)}
      />
      <TextField
        type="date"
        label="Bitiş"
        size="small"
        value={value.to}
        onChange={(e) => onChange({ ...value, to: e.target.value })}
        slotProps={{ inputLabel: { shrink: true } }}
        error={Boolean(error)}
        helperText={error ?? undefined}
      />
      <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
        {PRESETS.map((preset) => (
          <Button key={preset.days} size="small" variant="outlined" onClick={() => onChange(lastDays(preset.days, value.group))}>
            {preset.label}
          </Button>
        ))}
      </Box>
      <ToggleButtonGroup
        size="small"
        exclusive
        value={value.group}
        onChange={(_e, group: ReportGroup | null) => group && onChange({ ...value, group })}
        aria-label="Gruplama"
      >
        <ToggleButton value="gun">Günlük</ToggleButton>
        <ToggleButton value="hafta">Haftalık</ToggleButton>
      </ToggleButtonGroup>
    </Box>
  );
}
