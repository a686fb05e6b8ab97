import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import { formatDateTime } from '@kredi/kernel';
import { TIMELINE_LABELS } from '@kredi/contracts/crm';
import { ServerError } from '../../../lib/ServerError';
import { useCrmTimelineQuery } from '../api/customerApi';
import { StageBadge } from '../../../components/StageBadge';

/** The customer's timeline, newest first: what happened, who did it and when. Free text is printed as text. */
export function TimelineTab({ customerId }: { customerId: number }) {
  const { data, error } = useCrmTimelineQuery(customerId);
  const events = data?.results ?? [];
  return (
    <Box>
      <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600, mb: 2 }}>
        Zaman Çizelgesi
      </Typography>
      <ServerError error={error} testId="timeline-error" fallback="Zaman çizelgesi yüklenemedi. Lütfen sayfayı yenileyin." />
      <Box component="ol" sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 1 }} aria-label="Zaman çizelgesi">
        {events.map((event, i) => (
          <Box
            component="li"
            key={`${event.tur}-${event.zaman}-${i}`}
            sx={{ borderLeft: 3, borderColor: 'primary.light', pl: 1.5, py: 0.5 }}
            data-testid="timeline-event"
          >
            <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', alignItems: 'center' }}>
              <Chip size="small" label={TIMELINE_LABELS[event.tur]} variant="outlined" />
              <Typography variant="body2" sx={{ fontWeight: 600 }}>
                {event.kim}
              </Typography>
              <Typography variant="caption" color="text.secondary">
                {formatDateTime(event.zaman)}
              </Typography>
            </Box>
            {event.yeni_durum && (
              <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1, mt: 0.5 }}>
                {event.eski_durum && <StageBadge stage={event.eski_durum} />}
                <Typography variant="caption" aria-hidden>
                  →
                </Typography>
                <StageBadge stage={event.yeni_durum} />
              </Box>
            )}
            {event.ayrinti && (
              <Typography variant="body2" sx={{ mt: 0.5, whiteSpace: 'pre-wrap', wordBreak: 'break-word' }}>
                {event.ayrinti}
              </Typography>
            )}
          </Box>
        ))}
      </Box>
    </Box>
  );
}
