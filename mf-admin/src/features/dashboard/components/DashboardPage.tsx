import Grid from '@mui/material/Grid';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import Button from '@mui/material/Button';
import PeopleIcon from '@mui/icons-material/People';
import CalculateIcon from '@mui/icons-material/Calculate';
import AssignmentIcon from '@mui/icons-material/Assignment';
import { Link as RouterLink } from '@kredi/kernel';
import { AdminLayout } from '../../../components/AdminLayout';
import { ADMIN_PATHS } from '../../../session/adminPaths';
import { QueryContent } from '../../../components/QueryContent';
import { useGetDashboardQuery } from '../api/dashboardApi';
import { RecentPosts } from './RecentPosts';
import { StatCard } from './StatCard';

/** /admin/dashboard (docs/admin.md, 'Dashboard'): real counts, the recent posts with their view counts, the way to the reports. */
export default function DashboardPage() {
  const query = useGetDashboardQuery();
  return (
    <AdminLayout title="Yönetim Paneli">
      <QueryContent query={query}>
        {(data) => (
          <Grid container spacing={3}>
            <Grid size={{ xs: 12, md: 4 }}>
              <StatCard title="Toplam Kullanıcı" icon={<PeopleIcon />} card={data.cards.users} />
            </Grid>
            <Grid size={{ xs: 12, md: 4 }}>
              <StatCard title="Kredi Hesaplamaları" icon={<CalculateIcon />} card={data.cards.calculations} />
            </Grid>
            <Grid size={{ xs: 12, md: 4 }}>
              <StatCard title="Başvuru Sayısı" icon={<AssignmentIcon />} card={data.cards.applications} />
            </Grid>
            <Grid size={{ xs: 12, md: 7 }}>
              <RecentPosts posts={data.recent_posts} />
            </Grid>
            <Grid size={{ xs: 12, md: 5 }}>
              <Paper variant="outlined" component="section" aria-label="Raporlar" sx={{ p: 3, height: '100%' }}>
                <Typography variant="h6" component="h2" gutterBottom>
                  Raporlar
                </Typography>
                <Typography color="text.secondary" sx={{ mb: 2 }}>
                  Form hunisi, başvurular ve sonuçları, personel rakamları, hesaplama sayaçları ve gerçek ziyaretçi hızı.
                </Typography>
                <Button variant="contained" component={RouterLink} to={ADMIN_PATHS.reports}>
                  Raporları Aç
                </Button>
              </Paper>
            </Grid>
          </Grid>
        )}
      </QueryContent>
    </AdminLayout>
  );
}
