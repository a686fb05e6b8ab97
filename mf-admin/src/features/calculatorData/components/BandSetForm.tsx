import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Tooltip from '@mui/material/Tooltip';
import AddIcon from '@mui/icons-material/Add';
import DeleteIcon from '@mui/icons-material/DeleteOutlined';
import { bandSetProblem } from '@kredi/contracts/admin';
import { failureText } from '../../../components/apiErrors';
import { parseTurkishNumber } from '../lib/numbers';

export interface BandColumn {
  key: string;
  label: string;
  /** The upper bound: may be left empty (open) on the last row. */
  bound?: boolean;
  /** A percentage (0-100). */
  ratio?: boolean;
}

type Row = Record<string, string>;

/**
 * A new set of bands with its day: rows of an upper bound and limits, the last row open ('boşsa üstü'). Checked with
 * the contract's rule before sending; the server checks again.
 */
export function BandSetForm({
  columns,
  today,
  onSubmit,
}: {
  columns: BandColumn[];
  today: string;
  onSubmit: (day: string, bands: Array<Record<string, number | null>>) => Promise<unknown>;
}) {
  const blank = (): Row => Object.fromEntries(columns.map((column) => [column.key, '']));
  const [day, setDay] = useState(today);
  const [rows, setRows] = useState<Row[]>([blank()]);
  const [problem, setProblem] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const boundKey = columns.find((column) => column.bound)!.key;
  const termKey = columns.find((column) => !column.bound && !column.ratio)!.key;
  const ratioKey = columns.find((column) => column.ratio)?.key;

  const submit = async () => {
    setProblem(null);
    const bands = rows.map((row) =>
      Object.fromEntries(
        columns.map((column) => [column.key, column.bound && row[column.key]!.trim() === '' ? null : parseTurkishNumber(row[column.key]!)]),
      ),
    );
    if (bands.some((band) => Object.values(band).some((value) => value !== null && Number.isNaN(value))))
      return setProblem('Lütfen her alana bir sayı girin.');
    const found = bandSetProblem(
      bands.map((band) => ({ bound: band[boundKey]!, term: band[termKey]!, ...(ratioKey ? { ratio: band[ratioKey]! } : {}) })),
    );
    if (found) return setProblem(found);
    setSaving(true);
    try {
      await onSubmit(day, bands);
      setRows([blank()]);
    } catch (error) {
      setProblem(failureText(error));
    } finally {
      setSaving(false);
    }
  };

  return (
    <Box>
      <TextField
        type="date"
        label="Yürürlük günü"
        value={day}
        onChange={(e) => setDay(e.target.value)}
        size="small"
        sx={{ mb: 2 }}
        slotProps={{ inputLabel: { shrink: true }, htmlInput: { min: today } }}
      />
      <Stack spacing={1}>
        {rows.map((row, index) => (
          <Stack key={index} direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ alignItems: { sm: 'center' } }}>
            {columns.map((column) => (
              <TextField
                key={column.key}
                size="small"
                label={column.label}
                value={row[column.key]}
                placeholder={column.bound ? 'boşsa: üstündeki her değer' : undefined}
                onChange={(e) => setRows(rows.map((r, i) => (i === index ? { ...r, [column.key]: e.target.value } : r)))}
                slotProps={{ htmlInput: { inputMode: 'decimal' } }}
                sx={{ flex: 1 }}
              />
            ))}
            <Tooltip title="Aralığı kaldır">
              <span>
                <IconButton
                  aria-label={`${index + 1}. aralığı kaldır`}
                  onClick={() => setRows(rows.filter((_, i) => i !== index))}
                  disabled={rows.length === 1}
                >
                  <DeleteIcon />
                </IconButton>
              </span>
            </Tooltip>
          </Stack>
        ))}
      </Stack>
      {problem && (
        <Alert severity="error" sx={{ mt: 2 }}>
          {problem}
        </Alert>
      )}
      <Stack direction="row" spacing={1} sx={{ mt: 2 }}>
        <Button startIcon={<AddIcon />} onClick={() => setRows([...rows, blank()])}>
          Aralık Ekle
        </Button>
        <Button variant="contained" onClick={() => void submit()} disabled={saving}>
          Kaydet
        </Button>
      </Stack>
    </Box>
  );
}
