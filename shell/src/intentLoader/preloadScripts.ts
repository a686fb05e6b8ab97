// The application's first-screen chunks are requested together with main.js, not after it: without this, main.js
// must arrive and run its federation set-up before its runtime asks for them, one round trip and ~150 ms of a slow
// phone's CPU later, while the connection sits half idle (the page interactive sooner). Preloaded, not run: main.js's runtime
// runs them when it needs them, from the same response (same URL, same no-CORS mode as its script elements).

/** Adds a `<link rel="preload" as="script">` for each URL not already preloaded. */
export function preloadScripts(doc: Document, urls: readonly string[]): void {
  const preloaded = new Set([...doc.head.querySelectorAll('link[rel="preload"]')].map((link) => link.getAttribute('href')));
  for (const url of urls) {
    if (preloaded.has(url)) continue;
    preloaded.add(url);
    const link = doc.createElement('link');
    link.rel = 'preload';
    link.setAttribute('as', 'script');
    link.href = url;
    doc.head.appendChild(link);
  }
}
