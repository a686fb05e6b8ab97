import { ComingSoon } from '@kredi/kernel';

// Placeholder until this screen's issue lands; the remote, its loading and its wiring are real.
export default function FormulasPage() {
  return <ComingSoon title="Kredi Formülleri" />;
}
