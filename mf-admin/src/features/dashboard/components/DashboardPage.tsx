import { AdminLayout } from '../../../components/AdminLayout';

/** /admin/dashboard (spec 2.13). */
export default function DashboardPage() {
  return <AdminLayout title="Yönetim Paneli">{null}</AdminLayout>;
}
