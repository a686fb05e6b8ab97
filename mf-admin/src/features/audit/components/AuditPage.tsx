import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { ADMIN_AUDIT_ENTITIES, type AdminAuditEntity } from '@kredi/contracts/admin';
import { AdminLayout } from '../../../components/AdminLayout';
import { EmptyState } from '../../../components/EmptyState';
import { LoadError } from '../../../components/LoadError';
import { PageLoading } from '../../../components/PageLoading';
import { useListAuditQuery } from '../api/auditApi';
import { AuditEventCard } from './AuditEventCard';

const ENTITIES = Object.entries(ADMIN_AUDIT_ENTITIES) as Array<[AdminAuditEntity, string]>;

/** One page of 50 events; the last page loaded offers the next. */
function AuditChunk({
  before,
  entity,
  isLast,
  onMore,
}: {
  before?: number;
  entity?: AdminAuditEntity;
  isLast: boolean;
  onMore: (before: number) => void;
}) {
  const { data, isLoading, isError, refetch } = useListAuditQuery({ ...(before ? { before } : {}), ...(entity ? { entity } : {}) });
  if (isLoading) return <PageLoading />;
  if (isError || !data) return <LoadError onRetry={() => void refetch()} />;
  if (!before && data.results.length === 0)
    return <EmptyState title="Henüz Kayıt Yok" text="Yönetim panelinde yapılan her değişiklik burada listelenir." />;
  return (
    <>
      {data.results.map((event) => (
        <AuditEventCard key={event.id} event={event} />
      ))}
      {isLast && data.next_before !== null && (
        <Box component="li" sx={{ listStyle: 'none', textAlign: 'center' }}>
          <Button variant="outlined" onClick={() => onMore(data.next_before!)}>
            Daha Fazla Göster
          </Button>
        </Box>
      )}
    </>
  );
}

/** /admin/denetim: every admin change, who made it, when, before → after (newest first). */
export default function AuditPage() {
  const [entity, setEntity] = useState<AdminAuditEntity | ''>('');
  const [cursors, setCursors] = useState<number[]>([]);
  const pages: Array<number | undefined> = [undefined, ...cursors];
  return (
    <AdminLayout title="Denetim Kaydı">
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ mb: 2, alignItems: { sm: 'center' } }}>
        <Typography color="text.secondary" sx={{ flexGrow: 1 }}>
          Yönetim panelinde yapılan her değişiklik: kim, ne zaman, neyi, önce → sonra.
        </Typography>
        <TextField
          select
          size="small"
          label="Kayıt türü"
          value={entity}
          onChange={(event) => {
            setEntity(event.target.value as AdminAuditEntity | '');
            setCursors([]);
          }}
          sx={{ minWidth: 220 }}
        >
          <MenuItem value="">Tümü</MenuItem>
          {ENTITIES.map(([key, label]) => (
            <MenuItem key={key} value={key}>
              {label}
            </MenuItem>
          ))}
        </TextField>
      </Stack>
      <Stack component="ol" spacing={1.5} sx={{ p: 0, m: 0 }} aria-label="Denetim kaydı">
        {pages.map((before, index) => (
          <AuditChunk
            key={`${entity}-${before ?? 'first'}`}
            before={before}
            entity={entity || undefined}
            isLast={index === pages.length - 1}
            onMore={(next) => setCursors((current) => [...current, next])}
          />
        ))}
      </Stack>
    </AdminLayout>
  );
}
