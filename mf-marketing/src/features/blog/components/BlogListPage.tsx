import { ComingSoon } from '@kredi/shared';

// Placeholder until this screen's issue lands; the remote, its loading and its wiring are real.
export default function BlogListPage() {
  return <ComingSoon title="Blog" />;
}
