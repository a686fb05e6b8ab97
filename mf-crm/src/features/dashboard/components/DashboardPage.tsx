import Box from '@mui/material/Box';
import { useDocumentMeta } from '@kredi/kernel';
import { ServerError } from '../../../lib/ServerError';
import { RequireCrmSession } from '../../../session/RequireCrmSession';
import { useCrmStatsQuery } from '../api/dashboardApi';
import { CallbackPanel } from './CallbackPanel';
import { ContactPanel } from './ContactPanel';
import { CustomerListSection } from './CustomerListSection';
import { DashboardHeader } from '../../../components/DashboardHeader';
import { KvkkOverdueFlag } from './KvkkOverdueFlag';
import { StatCards } from './StatCards';

function Dashboard() {
  useDocumentMeta('Personel Paneli | Kolay Kredi');
  const { data: stats, error } = useCrmStatsQuery();
  return (
    <Box component="main" sx={{ bgcolor: 'grey.50', minHeight: '100vh' }}>
      <DashboardHeader title="Personel Paneli" />
      <Box sx={{ p: { xs: 1.5, md: 3 }, display: 'grid', gap: 3, gridTemplateColumns: 'minmax(0, 1fr)' }}>
        <ServerError error={error} testId="stats-error" fallback="Panel verileri yüklenemedi. Lütfen sayfayı yenileyin." />
        <KvkkOverdueFlag />
        <StatCards stats={stats} />
        {/*
          minmax(0, …): a wide table scrolls inside its own box instead of widening the page. The request
          panels go beside the list only from 1536 px: at 1366 px two thirds of the width hid the table's last columns.
        */}
        <Box
          sx={{
            display: 'grid',
            gap: 3,
            gridTemplateColumns: { xs: 'minmax(0, 1fr)', xl: 'minmax(0, 2fr) minmax(0, 1fr)' },
            alignItems: 'start',
          }}
        >
          <CustomerListSection />
          <Box sx={{ display: 'grid', gap: 3, gridTemplateColumns: 'minmax(0, 1fr)' }}>
            <CallbackPanel requests={stats?.geri_arama_talepleri} failed={Boolean(error)} />
            <ContactPanel requests={stats?.iletisim_talepleri} failed={Boolean(error)} />
          </Box>
        </Box>
      </Box>
    </Box>
  );
}

/** Staff dashboard (docs/crm.md). */
export default function DashboardPage() {
  return (
    <RequireCrmSession>
      <Dashboard />
    </RequireCrmSession>
  );
}
