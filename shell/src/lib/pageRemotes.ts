// The remotes manifest a server-rendered page carries (docs/ssr.md, "The manifest in the page"). No imports: the intent
// loader reads it too, and must stay a few KB.

/** The JSON block's id. */
export const REMOTES_MANIFEST_ELEMENT_ID = 'kredi-remotes';

/** The page's copy: the manifest's remotes (name, entry and route prefixes, as the file wrote them) and the page's owner. */
export interface PageRemotes {
  remotes: unknown[];
  /** The name of the remote whose page this is (absent for a page nobody owns, such as the 404 page). */
  page?: string;
}

/** The page's copy as written, or undefined (a client-rendered page, an unreadable block). */
export function readPageRemotes(doc: Document): PageRemotes | undefined {
  const text = doc.getElementById(REMOTES_MANIFEST_ELEMENT_ID)?.textContent;
  if (!text) return undefined;
  try {
    const value = JSON.parse(text) as Partial<PageRemotes> | null;
    return value && Array.isArray(value.remotes) ? (value as PageRemotes) : undefined;
  } catch {
    return undefined;
  }
}

/** The absolute address of the page owner's federation manifest (mf-manifest.json), if the page names one. */
export function pageRemoteManifestUrl(doc: Document, pageUrl: string): string | undefined {
  const copy = readPageRemotes(doc);
  const owner = copy?.remotes.find((item) => (item as { name?: unknown } | null)?.name === copy.page) as { entry?: unknown } | undefined;
  if (typeof owner?.entry !== 'string' || !/\.json(?:$|[?#])/.test(owner.entry)) return undefined;
  try {
    return new URL(owner.entry, pageUrl).href;
  } catch {
    return undefined;
  }
}
