// A server-rendered page's version (docs/ssr.md, "Page cache"). Shared by the render worker (which records what a
// page was made of) and the render service's own thread (which names and revalidates versions). Node only.
import { createHash } from 'node:crypto';
import type { PageDependencies } from './clientRender';

const digest = (text: string) => createHash('sha1').update(text).digest('base64url');

/** The manifest and site config a page was rendered with, as one digest. */
export const siteDigest = (manifest: unknown, siteConfig: unknown): string => digest(JSON.stringify([manifest, siteConfig]));

/** The page's ETag: made of everything it depends on, or undefined when one of those has no validator. */
export function pageEtag(page: { status: number; dependencies?: PageDependencies }, url: string, publicOrigin: string): string | undefined {
  const deps = page.dependencies;
  if (!deps || (deps.build && deps.build.etag === null) || deps.data.some(([, etag]) => etag === null)) return undefined;
  return `"p-${digest(JSON.stringify([url, publicOrigin, page.status, deps]))}"`;
}
