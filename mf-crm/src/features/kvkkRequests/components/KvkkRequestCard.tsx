import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { formatDateLong, formatDateTime, Link as RouterLink } from '@kredi/kernel';
import { KVKK_REQUEST_TYPES, type KvkkRequestItem } from '@kredi/contracts/crm';
import { CRM_PATHS } from '../../../lib/paths';
import { PhoneLink } from '../../../lib/phone';

/** Days left as staff read them: overdue in red, the last week in amber (dark shades: AA contrast on white). */
function DaysLeft({ request }: { request: KvkkRequestItem }) {
  if (request.overdue) return <Chip label="Süresi geçti" color="error" size="small" data-testid="kvkk-days-left" />;
  const soon = request.daysLeft <= 7;
  return (
    <Chip
      label={`${request.daysLeft} gün kaldı`}
      size="small"
      variant="outlined"
      data-testid="kvkk-days-left"
      sx={{ color: soon ? 'warning.dark' : 'text.primary', borderColor: soon ? 'warning.dark' : 'divider', fontWeight: 600 }}
    />
  );
}

/** One request: who, what, when it is due, where its customer file is, and (open) its close. */
export function KvkkRequestCard({ request, onClose }: { request: KvkkRequestItem; onClose?: (request: KvkkRequestItem) => void }) {
  const titleId = `kvkk-request-${request.id}`;
  return (
    <Paper
      component="article"
      variant="outlined"
      aria-labelledby={titleId}
      data-testid="kvkk-request"
      sx={{
        p: { xs: 1.5, sm: 2 },
        borderLeft: 4,
        borderLeftColor: request.overdue ? 'error.main' : request.closedAt ? 'divider' : 'primary.main',
        bgcolor: request.overdue ? '#fff5f5' : 'background.paper',
      }}
    >
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1, mb: 1 }}>
        <Typography variant="subtitle1" component="h2" id={titleId} sx={{ fontWeight: 700, wordBreak: 'break-word' }}>
          #{request.id} · {request.name}
        </Typography>
        {request.closedAt ? <Chip label="Kapatıldı" size="small" /> : <DaysLeft request={request} />}
      </Box>
      <Box component="dl" sx={{ m: 0, display: 'grid', gridTemplateColumns: 'max-content minmax(0, 1fr)', columnGap: 2, rowGap: 0.5 }}>
        <Typography component="dt" variant="body2" color="text.secondary">
          Talep
        </Typography>
        <Typography component="dd" variant="body2" sx={{ m: 0, fontWeight: 600 }}>
          {KVKK_REQUEST_TYPES[request.type]}
        </Typography>
        <Typography component="dt" variant="body2" color="text.secondary">
          Telefon
        </Typography>
        <Typography component="dd" variant="body2" sx={{ m: 0 }}>
          <PhoneLink shown={`0${request.phone}`} />
        </Typography>
        <Typography component="dt" variant="body2" color="text.secondary">
          Alındı
        </Typography>
        <Typography component="dd" variant="body2" sx={{ m: 0 }}>
          {formatDateTime(request.receivedAt)}
        </Typography>
        <Typography component="dt" variant="body2" color="text.secondary">
          Son gün
        </Typography>
        <Typography component="dd" variant="body2" sx={{ m: 0 }} data-testid="kvkk-due">
          {formatDateLong(request.dueAt)}
        </Typography>
        {request.closedAt && (
          <>
            <Typography component="dt" variant="body2" color="text.secondary">
              Kapatan
            </Typography>
            <Typography component="dd" variant="body2" sx={{ m: 0 }}>
              {request.closedBy ?? '-'} · {formatDateTime(request.closedAt)}
            </Typography>
          </>
        )}
      </Box>
      {request.details && (
        <Typography variant="body2" sx={{ mt: 1, whiteSpace: 'pre-wrap', wordBreak: 'break-word' }}>
          {request.details}
        </Typography>
      )}
      {request.closedAt && (
        <Typography variant="body2" sx={{ mt: 1, whiteSpace: 'pre-wrap', wordBreak: 'break-word' }} data-testid="kvkk-close-note">
          <strong>Kapanış notu:</strong> {request.closeNote}
        </Typography>
      )}
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1, mt: 1.5 }}>
        {request.customerId !== null ? (
          <Link component={RouterLink} to={CRM_PATHS.customer(request.customerId)} sx={{ fontWeight: 600 }}>
            Müşteri dosyasını aç (dışa aktarma, düzenleme, silme)
          </Link>
        ) : (
          <Typography variant="body2" color="text.secondary">
            Bu telefonla kayıtlı bir müşteri dosyası yok.
          </Typography>
        )}
        {onClose && !request.closedAt && (
          <Button variant="contained" size="small" onClick={() => onClose(request)} sx={{ ml: { sm: 'auto' } }}>
            Notla Kapat
          </Button>
        )}
      </Box>
    </Paper>
  );
}
