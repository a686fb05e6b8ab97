import { createRoot } from 'react-dom/client';
import { RemoteHarness } from '@kredi/kernel/harness';
import { routes } from '../app/routes';

createRoot(document.getElementById('root')!).render(<RemoteHarness remote="crm" routes={routes} />);
