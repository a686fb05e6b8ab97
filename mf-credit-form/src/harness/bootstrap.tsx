import { createRoot } from 'react-dom/client';
import { RemoteHarness } from '@kredi/shared/harness';
import { pages } from '../app/pages';

createRoot(document.getElementById('root')!).render(<RemoteHarness remote="credit_form" pages={pages} />);
