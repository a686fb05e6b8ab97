import TextField from '@mui/material/TextField';
import { termLabel } from '@kredi/contracts/calculator';

interface TermSelectProps {
  value: number;
  options: readonly number[];
  inYears: boolean;
  onChange: (term: number) => void;
  disabled?: boolean;
}

/** The term: a native select, so a phone shows its own picker (one-handed use). */
export function TermSelect({ value, options, inYears, onChange, disabled }: TermSelectProps) {
  return (
    <TextField
      id="kredi-vadesi"
      select
      label="Vade"
      value={value}
      onChange={(event) => onChange(Number(event.target.value))}
      disabled={disabled}
      fullWidth
      slotProps={{ select: { native: true } }}
    >
      {options.map((term) => (
        <option key={term} value={term}>
          {termLabel(term, inYears)}
        </option>
      ))}
    </TextField>
  );
}
