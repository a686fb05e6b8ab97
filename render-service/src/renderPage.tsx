import { prerenderToNodeStream } from 'react-dom/static';
// The composer's server build leaves react-router to Node's require: the kernel's router names and this one are
// the same module instance (tooling/webpack/createServerWebpackConfig.mjs), and the browser never loads it.
import { StaticRouter } from 'react-router';
import createEmotionServer from '@emotion/server/create-instance';
import {
  DocumentMetaContext,
  PageOriginContext,
  createEmotionCache,
  makeStore,
  type ApiServerContext,
  type DocumentMeta,
  type RemoteManifestEntry,
  type RemoteRoutesModule,
  type RootState,
  type SiteConfig,
} from '@kredi/kernel';
// The server renders with RTK Query loaded (the browser loads it only when a page calls the API).
import { baseApi } from '@kredi/kernel/api';
import { App } from '../../shell/src/app/App';
import { matchedRemoteRoute } from '../../shell/src/app/routing/RemoteRoutes';
import type { ServerState } from '../../shell/src/app/serverHandoff';
import { usedStyles, type UsedStyles } from './criticalStyles';
import { RemoteSourceContext, type RemoteSource } from '../../shell/src/features/remotes/lib/remoteSource';

export interface RenderInput {
  /** Path and query of the request. */
  url: string;
  /** The public origin of the site as the visitor reached it (share links, canonical). */
  publicOrigin: string;
  manifest: RemoteManifestEntry[];
  siteConfig: SiteConfig;
  /** The owning remote's server build, when the path has an owner. */
  remote?: { name: string; module: RemoteRoutesModule };
  api: ApiServerContext;
  /** Aborts the wait for the route's data (the composer's data limit). */
  dataSignal: AbortSignal;
  /** Called once the data is there: the signal of the render's own time limit. */
  renderSignal: () => AbortSignal;
}

/** A query of the route's data failed (the API is down or answered an error other than 404): the browser renders
 * the page and asks again, with its own loading and error states, instead of a server page that shows an error. */
export class DataUnavailable extends Error {}

export interface RenderedPage {
  html: string;
  /** Emotion's rules the page uses, rule by rule: the composer inlines those the shared stylesheet lacks. */
  styles: UsedStyles;
  meta: DocumentMeta;
  state: ServerState;
}

/** A promise React's `use` reads at once (no suspension round on the server): the values are already here. */
function settled<T>(value: T): Promise<T> {
  return Object.assign(Promise.resolve(value), { status: 'fulfilled', value });
}

async function streamText(stream: AsyncIterable<string | Uint8Array>): Promise<string> {
  const decoder = new TextDecoder();
  let text = '';
  for await (const chunk of stream) text += typeof chunk === 'string' ? chunk : decoder.decode(chunk, { stream: true });
  return text + decoder.decode();
}

/** A failed query that is an answer the page shows (a post that does not exist), not an unavailable API. */
const isNotFound = (error: unknown) => (error as { status?: unknown } | undefined)?.status === 404;

/**
 * The data cache as the browser should receive it: the answers the page was rendered with, no subscriptions of the
 * server. A "not found" answer is one of them: without it the browser's first render would show the loading
 * skeleton where the server wrote the not-found message, and React would throw the server HTML away.
 */
export function apiStateForBrowser(api: RootState['api']): RootState['api'] {
  const answered = Object.entries(api.queries).filter(
    ([, q]) => q?.status === 'fulfilled' || (q?.status === 'rejected' && isNotFound(q.error)),
  );
  return { ...api, queries: Object.fromEntries(answered), mutations: {}, subscriptions: {} };
}

/** Starts the route's data (route.prefetch) and waits for every running query of the store. */
async function prefetch(store: ReturnType<typeof makeStore>, input: RenderInput, pathname: string): Promise<void> {
  const signal = input.dataSignal;
  const matched = input.remote && matchedRemoteRoute(input.remote.module.routes, pathname);
  if (!matched?.route.prefetch) return;
  const loaded = (async () => {
    await matched.route.prefetch?.({ params: matched.params, dispatch: store.dispatch as (action: unknown) => unknown });
    await Promise.all(store.dispatch(baseApi.util.getRunningQueriesThunk()));
  })();
  // A slow API or remote costs the visitor the time limit at most: the page is then rendered by the browser.
  await Promise.race([
    loaded,
    new Promise((_resolve, reject) => signal.addEventListener('abort', () => reject(signal.reason), { once: true })),
  ]);
  const failed = Object.entries(store.getState().api.queries).find(([, q]) => q?.status === 'rejected' && !isNotFound(q.error));
  if (failed) throw new DataUnavailable(`${failed[0]}: ${JSON.stringify(failed[1]?.error)}`);
}

/**
 * Renders the whole page tree (the shell's chrome and the remote's page) to HTML, waiting for lazy pages and the
 * route's data, with the request's own store and Emotion cache. Any error, or the signal, rejects: the composer then
 * serves the client render instead.
 */
export async function renderPage(input: RenderInput): Promise<RenderedPage> {
  const pathname = new URL(input.url, 'http://composer').pathname;
  const store = makeStore({ siteConfig: input.siteConfig }, { server: input.api });
  try {
    await prefetch(store, input, pathname);
    input.dataSignal.throwIfAborted();
    const signal = input.renderSignal();

    const emotionCache = createEmotionCache();
    // Created before the render: it puts the cache in compat mode, so styles are collected, not inlined in the body.
    createEmotionServer(emotionCache);
    const meta: DocumentMeta = {};
    const { remote } = input;
    const routesOfRemote = remote ? settled(remote.module) : undefined;
    const source: RemoteSource = {
      manifest: () => settled(input.manifest),
      routesOf: (name) =>
        routesOfRemote && name === remote?.name ? routesOfRemote : Promise.reject(new Error(`no server build of ${name}`)),
    };
    let failure: unknown;
    const { prelude } = await prerenderToNodeStream(
      <DocumentMetaContext value={meta}>
        <PageOriginContext value={input.publicOrigin}>
          <RemoteSourceContext value={source}>
            <App
              store={store}
              server={{ router: ({ children }) => <StaticRouter location={input.url}>{children}</StaticRouter>, emotionCache }}
            />
          </RemoteSourceContext>
        </PageOriginContext>
      </DocumentMetaContext>,
      {
        signal,
        // Every boundary inline in document order: React outlines none to reveal later by inline script.
        progressiveChunkSize: Number.MAX_SAFE_INTEGER,
        onError: (error) => {
          failure ??= error;
        },
      },
    );
    // React still adds its streaming runtime as inline scripts (reveal timing, $RT/$RB). With no outlined boundary
    // nothing calls them, and the CSP (script-src 'self') would refuse them.
    const rendered = (await streamText(prelude)).replace(/<script>[\s\S]*?<\/script>/g, '');
    signal.throwIfAborted();
    if (failure) throw failure;

    const styles = usedStyles(emotionCache, rendered);
    const state = store.getState();
    return { html: rendered, styles, meta, state: { siteConfig: state.siteConfig, api: apiStateForBrowser(state.api) } };
  } finally {
    // Ends the request's cache timers: nothing of this store outlives the request.
    store.dispatch(baseApi.util.resetApiState());
  }
}
