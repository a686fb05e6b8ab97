import { useRef } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import UploadIcon from '@mui/icons-material/Upload';
import { useImageUpload } from './useImageUpload';

export interface CoverImageFieldProps {
  value: string | null;
  onChange: (value: string | null) => void;
  error?: string | undefined;
  disabled?: boolean;
}

/** The post's picture ('image'): uploaded to the server, shown here, removable. */
export function CoverImageField({ value, onChange, error, disabled = false }: CoverImageFieldProps) {
  const input = useRef<HTMLInputElement | null>(null);
  const { uploadFile, uploading, accept } = useImageUpload();
  return (
    <Box>
      <Typography variant="subtitle2" gutterBottom>
        Kapak görseli
      </Typography>
      {value && (
        <Box
          component="img"
          src={value}
          alt="Kapak görseli"
          sx={{ display: 'block', maxWidth: '100%', maxHeight: 180, borderRadius: 1, mb: 1, objectFit: 'cover' }}
        />
      )}
      <Stack direction="row" spacing={1}>
        <Button
          variant="outlined"
          size="small"
          startIcon={<UploadIcon />}
          onClick={() => input.current?.click()}
          disabled={disabled || uploading}
        >
          {uploading ? 'Yükleniyor...' : value ? 'Görseli Değiştir' : 'Görsel Yükle'}
        </Button>
        {value && (
          <Button size="small" color="error" onClick={() => onChange(null)} disabled={disabled}>
            Görseli Kaldır
          </Button>
        )}
      </Stack>
      <Typography variant="caption" color={error ? 'error' : 'text.secondary'} component="p" sx={{ mt: 0.5 }}>
        {error ?? 'PNG, JPEG, WebP ya da GIF; en fazla 2 MB.'}
      </Typography>
      <input
        ref={input}
        type="file"
        accept={accept}
        hidden
        data-testid="cover-image-input"
        onChange={(event) => {
          const file = event.target.files?.[0];
          event.target.value = '';
          if (file) void uploadFile(file).then((url) => url && onChange(url));
        }}
      />
    </Box>
  );
}
