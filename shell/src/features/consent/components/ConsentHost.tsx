import { lazy, Suspense, useEffect, useState } from 'react';
import { CONSENT_PREFERENCES_EVENT, isConsentDecided, onConsentChange, readConsentChoice } from '@kredi/contracts/consent';
import { whenPageInteractive } from '../../../lib/pageInteractive';

// The banner is its own chunk, fetched only when it is shown: after the page is interactive, for a visitor who has
// not chosen yet, or when the footer's 'Çerez Tercihleri' asks for it. The first screen never waits for it.
const ConsentBanner = lazy(() => import('./ConsentBanner'));

type Shown = null | 'summary' | 'preferences';

/**
 * Where the consent banner appears on public pages. Renders nothing on the server and during hydration (the banner
 * is fixed at the bottom of the screen, so appearing later moves nothing).
 */
export function ConsentHost() {
  const [shown, setShown] = useState<Shown>(null);
  useEffect(() => {
    let active = true;
    whenPageInteractive(document, () => {
      if (active && !isConsentDecided(readConsentChoice())) setShown((current) => current ?? 'summary');
    });
    const openPreferences = () => setShown('preferences');
    window.addEventListener(CONSENT_PREFERENCES_EVENT, openPreferences);
    // A choice made in another tab closes the question here too.
    const stop = onConsentChange(() => {
      if (isConsentDecided(readConsentChoice())) setShown((current) => (current === 'summary' ? null : current));
    });
    return () => {
      active = false;
      window.removeEventListener(CONSENT_PREFERENCES_EVENT, openPreferences);
      stop();
    };
  }, []);
  if (!shown) return null;
  return (
    <Suspense fallback={null}>
      <ConsentBanner view={shown} onViewChange={setShown} onClose={() => setShown(null)} />
    </Suspense>
  );
}
