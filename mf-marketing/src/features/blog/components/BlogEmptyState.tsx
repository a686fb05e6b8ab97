import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import SearchOffIcon from '@mui/icons-material/SearchOff';

export function BlogEmptyState({ onShowAll }: { onShowAll: () => void }) {
  return (
    <Box sx={{ textAlign: 'center', py: 8 }}>
      <SearchOffIcon sx={{ fontSize: 56, color: 'text.disabled', mb: 2 }} />
      <Typography variant="h6" component="p" gutterBottom>
        Aradığınız kriterlere uygun içerik bulunamadı.
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 3 }}>
        Farklı bir arama terimi veya kategori deneyebilirsiniz.
      </Typography>
      <Button variant="contained" onClick={onShowAll}>
        Tüm İçerikleri Göster
      </Button>
    </Box>
  );
}
