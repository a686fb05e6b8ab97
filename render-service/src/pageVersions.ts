import { fetchRemotesManifest, loadSiteConfig } from '../../shell/src/features/remotes/lib/runtimeConfig';
import type { ComposedPage, PageDependencies } from './clientRender';
import { pageEtag, siteDigest } from './pageVersion';
import { COMPOSER_READ_HEADER } from './renderServiceProtocol';
import { conditionalHeaders } from './conditionalRequest';
import { bucketFetch, reusedPerBucket } from './bucketManifests';

export interface PageVersionsOptions {
  /** Where the site is reached (manifest, config, API, remote builds): the same URLs the render used. */
  origin: string;
  maxEntries?: number;
  fetchFn?: typeof fetch;
}

/**
 * The versions of the pages this render service answered (docs/ssr.md, "Page cache"). A gateway's cache asks again
 * with `If-None-Match`; the version still holds when the manifest and config digest is the same and each validator
 * it was made of (the build's ETag, each API answer's ETag: the data's revision) is answered 304 by its server. That
 * costs a few conditional requests, no render.
 */
export function createPageVersions({ origin, maxEntries = 2000, fetchFn = fetch }: PageVersionsOptions) {
  const versions = new Map<string, PageDependencies>();
  const site = reusedPerBucket(
    async (bucket) => siteDigest(await fetchRemotesManifest(bucketFetch(bucket, fetchFn), origin), await loadSiteConfig(fetchFn, origin)),
    250,
  );

  async function unchanged(url: string, etag: string | null): Promise<boolean> {
    if (!etag) return false;
    const res = await fetchFn(url, {
      headers: { ...conditionalHeaders(etag), [COMPOSER_READ_HEADER]: '1' },
      signal: AbortSignal.timeout(1000),
    });
    await res.body?.cancel();
    return res.status === 304;
  }

  return {
    /** The ETag of a page just rendered (remembered for revalidation), or undefined when it cannot be revalidated. */
    tag(page: ComposedPage, url: string, publicOrigin: string): string | undefined {
      const etag = page.rendered === 'server' ? pageEtag(page, url, publicOrigin) : undefined;
      if (!etag || !page.dependencies) return undefined;
      versions.delete(etag);
      if (versions.size >= maxEntries) versions.delete(versions.keys().next().value as string);
      versions.set(etag, page.dependencies);
      return etag;
    },
    /** Whether the page of version `etag` is still what a render would give. */
    async stillCurrent(etag: string): Promise<boolean> {
      const deps = versions.get(etag);
      if (!deps) return false;
      try {
        const checks = await Promise.all([
          site(deps.bucket).then((digest) => digest === deps.site),
          deps.build ? unchanged(deps.build.url, deps.build.etag) : true,
          ...deps.data.map(([url, validator]) => unchanged(url, validator)),
        ]);
        return checks.every(Boolean);
      } catch {
        return false;
      }
    },
  };
}
