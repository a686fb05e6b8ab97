// The application's first-screen chunks are requested together with main.js, not after it: without this, main.js
// must arrive and run its federation set-up before its runtime asks for them, one round trip and ~150 ms of a slow
// phone's CPU later, while the connection sits half idle (issue 22, goal 3). Preloaded, not run: main.js's runtime
// runs them when it needs them, from the same response (same URL, same no-CORS mode as its script elements).
// The page's own files (its remote's manifest and scripts, shell/src/lib/pageScripts.ts) are asked for the same way.
import type { PageScripts } from '../lib/pageScripts';

function preload(doc: Document, url: string, as: 'script' | 'fetch', preloaded: Set<string | null>): void {
  if (preloaded.has(url)) return;
  preloaded.add(url);
  const link = doc.createElement('link');
  link.setAttribute('rel', 'preload');
  link.setAttribute('as', as);
  link.setAttribute('href', url);
  // fetch() asks in CORS mode: a preload is used only by a request of the same mode.
  if (as === 'fetch') link.setAttribute('crossorigin', 'anonymous');
  doc.head.appendChild(link);
}

/**
 * Adds a `<link rel="preload">` for each URL not already preloaded, in the order they are needed: the shell's scripts
 * (main.js first: an inserted script element alone is a low-priority request, queued behind every preload), then the
 * page's manifest and scripts.
 */
export function preloadScripts(doc: Document, urls: readonly string[], page: PageScripts = { fetch: [], scripts: [] }): void {
  const preloaded = new Set([...doc.head.querySelectorAll('link[rel="preload"]')].map((link) => link.getAttribute('href')));
  for (const url of urls) preload(doc, url, 'script', preloaded);
  for (const url of page.fetch) preload(doc, url, 'fetch', preloaded);
  for (const url of page.scripts) preload(doc, url, 'script', preloaded);
}
