// The files a server-rendered page's application will ask for beyond the shell's own (issue 22, goal 3): the owning
// remote's mf-manifest.json, its remoteEntry.js, the page's chunks and the shared components they render. The
// composer names them in the page (shell/src/server/pageScripts.ts); the intent loader preloads them with main.js, so
// they download together instead of one round trip after another. Hints only: a file named here that the
// application does not ask for costs its bytes, never a failure. No imports: the loader is kept tiny.

/** The data block's id (`<script type="application/json">`, never run: the CSP does not apply to it). */
export const PAGE_SCRIPTS_ELEMENT_ID = 'page-scripts';

export interface PageScripts {
  /** Fetched by the federation runtime (`fetch(url)`, as JSON): preloaded as fetch, CORS mode. */
  fetch: string[];
  /** Run as classic scripts by webpack's runtime: preloaded as scripts, no CORS attribute (the same request mode). */
  scripts: string[];
}

/** The data block for the page (`<` escaped: the JSON can never close the element). */
export function pageScriptsElement(files: PageScripts): string {
  const json = JSON.stringify(files).replace(/</g, '\\u003c');
  return `<script type="application/json" id="${PAGE_SCRIPTS_ELEMENT_ID}">${json}</script>`;
}

const strings = (value: unknown): string[] => (Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string') : []);

/** What the page names (nothing when it names nothing, or something unreadable). */
export function readPageScripts(doc: Document): PageScripts {
  try {
    const parsed = JSON.parse(doc.getElementById(PAGE_SCRIPTS_ELEMENT_ID)?.textContent ?? 'null') as Partial<PageScripts> | null;
    return { fetch: strings(parsed?.fetch), scripts: strings(parsed?.scripts) };
  } catch {
    return { fetch: [], scripts: [] };
  }
}
