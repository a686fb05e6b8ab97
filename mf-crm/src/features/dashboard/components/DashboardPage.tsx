import { ComingSoon } from '@kredi/kernel';

// Placeholder until this screen's issue lands; the remote, its loading and its wiring are real.
export default function DashboardPage() {
  return <ComingSoon title="Personel Paneli" />;
}
