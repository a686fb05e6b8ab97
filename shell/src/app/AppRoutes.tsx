import { Route, Routes } from '@kredi/kernel';
import { OwnedPage } from './routing/OwnedPage';
import { useScrollToTopOnPathChange } from '../features/navigation/hooks/useScrollToTopOnPathChange';

/**
 * The shell routes by prefix only: the remotes manifest says which remote owns a path, and that remote's own route
 * subtree decides the page, its chrome, redirects and guards. Anything no remote owns is the shell's 404 page.
 */
export function AppRoutes() {
  useScrollToTopOnPathChange();
  return (
    <Routes>
      <Route path="*" element={<OwnedPage />} />
    </Routes>
  );
}
