import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { formatDateTime } from '@kredi/kernel';
import { ADMIN_AUDIT_ACTIONS, ADMIN_AUDIT_ENTITIES, ADMIN_AUDIT_FIELD_LABELS, type AdminAuditEvent } from '@kredi/contracts/admin';

const ACTION_COLORS = {
  create: 'success',
  update: 'info',
  delete: 'error',
  assign: 'info',
  stage: 'info',
  kvkk_export: 'default',
  kvkk_erase: 'error',
  marketing_optout: 'default',
} as const satisfies Record<AdminAuditEvent['action'], string>;

const shown = (value: string | null) => (value === null || value === '' ? '—' : value);

/** One change: who, when, what, and before → after for each changed field. */
export function AuditEventCard({ event }: { event: AdminAuditEvent }) {
  return (
    <Paper
      variant="outlined"
      component="li"
      sx={{ p: 2, listStyle: 'none' }}
      aria-label={`${ADMIN_AUDIT_ENTITIES[event.entity]}: ${event.label}`}
    >
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1, mb: 1 }}>
        <Chip size="small" label={ADMIN_AUDIT_ACTIONS[event.action]} color={ACTION_COLORS[event.action]} />
        <Typography sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
          {ADMIN_AUDIT_ENTITIES[event.entity]}: {event.label}
        </Typography>
        <Typography variant="body2" color="text.secondary" sx={{ ml: { sm: 'auto' } }}>
          <time dateTime={event.created_at}>{formatDateTime(event.created_at)}</time> · {event.admin}
        </Typography>
      </Box>
      {event.changes.length > 0 && (
        <Box
          component="dl"
          sx={{ m: 0, display: 'grid', gridTemplateColumns: { xs: '1fr', sm: 'max-content 1fr' }, columnGap: 2, rowGap: 0.5 }}
        >
          {event.changes.map((change) => (
            <Box key={change.field} sx={{ display: 'contents' }}>
              <Typography component="dt" variant="body2" color="text.secondary">
                {ADMIN_AUDIT_FIELD_LABELS[change.field] ?? change.field}
              </Typography>
              <Typography component="dd" variant="body2" sx={{ m: 0, overflowWrap: 'anywhere' }}>
                {event.action === 'update' ? (
                  <>
                    <Box component="span" sx={{ textDecoration: 'line-through', color: 'text.secondary' }}>
                      {shown(change.before)}
                    </Box>{' '}
                    → {shown(change.after)}
                  </>
                ) : (
                  shown(change.after ?? change.before)
                )}
              </Typography>
            </Box>
          ))}
        </Box>
      )}
    </Paper>
  );
}
