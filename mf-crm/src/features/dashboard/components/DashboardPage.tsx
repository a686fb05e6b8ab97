import Box from '@mui/material/Box';
import { useDocumentMeta } from '@kredi/kernel';
import { RequireCrmSession } from '../../auth/components/RequireCrmSession';
import { useCrmStatsQuery } from '../api/dashboardApi';
import { CallbackPanel } from './CallbackPanel';
import { ContactPanel } from './ContactPanel';
import { CustomerListSection } from './CustomerListSection';
import { DashboardHeader } from './DashboardHeader';
import { StatCards } from './StatCards';

function Dashboard() {
  useDocumentMeta('Personel Paneli | Kolay Kredi');
  const { data: stats, error } = useCrmStatsQuery();
  // Spec 8: a load failure is only logged (a 401 has already ended the session).
  if (error) console.error('Panel verileri yüklenemedi', error);
  return (
    <Box component="main" sx={{ bgcolor: 'grey.50', minHeight: '100vh' }}>
      <DashboardHeader title="Personel Paneli" />
      <Box sx={{ p: { xs: 1.5, md: 3 }, display: 'grid', gap: 3 }}>
        <StatCards stats={stats} />
        <Box sx={{ display: 'grid', gap: 3, gridTemplateColumns: { xs: '1fr', lg: '2fr 1fr' }, alignItems: 'start' }}>
          <CustomerListSection />
          <Box sx={{ display: 'grid', gap: 3 }}>
            <CallbackPanel requests={stats?.geri_arama_talepleri ?? []} />
            <ContactPanel requests={stats?.iletisim_talepleri ?? []} />
          </Box>
        </Box>
      </Box>
    </Box>
  );
}

/** Staff dashboard (spec 2.16). */
export default function DashboardPage() {
  return (
    <RequireCrmSession>
      <Dashboard />
    </RequireCrmSession>
  );
}
