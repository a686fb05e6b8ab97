import type { RootState } from '@kredi/kernel';

/**
 * The server render hands the browser the store's state it rendered with (site config and the route's data) in a
 * JSON block: the browser builds its store from it, hydrates the same HTML and does not fetch that data again.
 * A JSON script is data, not code: the CSP (script-src 'self') does not apply to it.
 */
export const SERVER_STATE_ELEMENT_ID = 'kredi-server-state';

export type ServerState = Partial<Pick<RootState, 'siteConfig' | 'api'>>;

/** A JSON block: `</script>` or `<!--` inside a post cannot end it early, as '<' is written as its JSON escape. */
export function jsonDataScript(id: string, value: unknown): string {
  const json = JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
  return `<script type="application/json" id="${id}">${json}</script>`;
}

export function serverStateScript(state: ServerState): string {
  return jsonDataScript(SERVER_STATE_ELEMENT_ID, state);
}

/** The state a server render left in the page, or undefined when the page was not server-rendered. */
export function readServerState(doc: Document): ServerState | undefined {
  const text = doc.getElementById(SERVER_STATE_ELEMENT_ID)?.textContent;
  if (!text) return undefined;
  try {
    return JSON.parse(text) as ServerState;
  } catch {
    return undefined;
  }
}
