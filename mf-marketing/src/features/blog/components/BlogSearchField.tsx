import InputAdornment from '@mui/material/InputAdornment';
import TextField from '@mui/material/TextField';
import SearchIcon from '@mui/icons-material/Search';

export function BlogSearchField({ value, onChange }: { value: string; onChange: (value: string) => void }) {
  return (
    <TextField
      type="search"
      label="Yazılarda ara"
      placeholder="Başlık veya özet içinde ara"
      value={value}
      onChange={(e) => onChange(e.target.value)}
      fullWidth
      slotProps={{
        input: {
          startAdornment: (
            <InputAdornment position="start">
              <SearchIcon />
            </InputAdornment>
          ),
        },
      }}
    />
  );
}
