import { useEffect } from 'react';
import { markPageInteractive } from '../../lib/pageInteractive';

/** Placed beside the page inside its Suspense boundary: its effect runs once the page itself is hydrated (or
 * rendered), not merely the chrome around it. */
export function PageInteractiveMark() {
  useEffect(() => markPageInteractive(document), []);
  return null;
}
