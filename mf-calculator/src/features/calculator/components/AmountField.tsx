import type { ReactNode } from 'react';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import TextField from '@mui/material/TextField';
import InfoOutlined from '@mui/icons-material/InfoOutlined';
import { formatAmountInput, parseAmountInput } from '../lib/amountInput';

interface AmountFieldProps {
  id: string;
  label: string;
  value: number;
  onChange: (value: number) => void;
  disabled?: boolean;
  helperText?: ReactNode;
  error?: boolean;
  /** An info button at the end of the field (restrictions or term limits). */
  info?: { label: string; onClick: () => void };
}

/**
 * A lira amount: digits only, shown with Turkish thousands separators, the phone's numeric keyboard
 * (inputMode) and 'TL' at the end.
 */
export function AmountField({ id, label, value, onChange, disabled, helperText, error, info }: AmountFieldProps) {
  return (
    <TextField
      id={id}
      label={label}
      value={formatAmountInput(value)}
      onChange={(event) => onChange(parseAmountInput(event.target.value))}
      disabled={disabled}
      helperText={helperText}
      error={error}
      fullWidth
      autoComplete="off"
      placeholder="0"
      slotProps={{
        htmlInput: { inputMode: 'numeric', pattern: '[0-9.]*', 'aria-describedby': helperText ? `${id}-helper-text` : undefined },
        formHelperText: { id: `${id}-helper-text` },
        input: {
          endAdornment: (
            <InputAdornment position="end">
              TL
              {info && (
                <IconButton edge="end" aria-label={info.label} onClick={info.onClick} sx={{ ml: 0.5 }}>
                  <InfoOutlined fontSize="small" />
                </IconButton>
              )}
            </InputAdornment>
          ),
        },
      }}
    />
  );
}
