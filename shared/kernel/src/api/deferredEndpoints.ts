import { useCallback, useEffect, useRef, useState, type RefObject } from 'react';
import { useAppDispatch, useAppSelector } from '../store/hooks';
import { apiProvided, whenApiProvided } from './apiSlot';
import { queryCacheKey } from './queryCacheKey';

// Hooks for a first screen that must not wait for RTK Query (api/apiSlot.ts): the endpoint, and with it RTK Query,
// loads only when it is needed. A query whose answer the server render handed over reads it from the store as is;
// a mutation loads its endpoint when it is sent (or earlier, on an intent: `preload`).

/** An RTK Query endpoint as `api.endpoints.<name>` gives it. */
interface Endpoint<Arg, Options> {
  name: string;
  initiate: (arg: Arg, options?: Options) => unknown;
}

// An endpoint's `initiate` gives a thunk; the store's thunk middleware runs it.
type DispatchAny = (action: unknown) => unknown;

/** A query read through `useDeferredQuery`: its endpoint's name (the cache key needs it before the code loads) and its loader. */
export interface DeferredQuery<Arg> {
  endpointName: string;
  load: () => Promise<Endpoint<Arg, { subscribe?: boolean }>>;
}

export interface DeferredQueryResult<Data> {
  data: Data | undefined;
  isError: boolean;
  isLoading: boolean;
}

/**
 * `useGetXQuery(arg)` for a first screen: the data cache's answer if the store has one (no RTK Query needed);
 * otherwise the endpoint loads and subscribes, as the generated hook would. Once the API entry has loaded (for any
 * reason), the query subscribes like any other, so cache lifetimes and tag invalidation apply to it too.
 * Only for endpoints keyed by RTK Query's default `serializeQueryArgs`.
 */
export function useDeferredQuery<Data, Arg>(query: DeferredQuery<Arg>, arg: Arg): DeferredQueryResult<Data> {
  const key = queryCacheKey(query.endpointName, arg);
  const entry = useAppSelector((state) => state.api.queries[key]);
  const dispatch = useAppDispatch() as DispatchAny;
  const [loadFailed, setLoadFailed] = useState(false);
  // The latest query and argument; the subscription follows the cache key, which stands for both.
  const latest = useRef({ query, arg, answered: entry?.status === 'fulfilled' });
  latest.current = { query, arg, answered: entry?.status === 'fulfilled' };

  useEffect(() => {
    let active = true;
    let subscription: { unsubscribe?: () => void } | undefined;
    const subscribe = () => {
      const { query: current, arg: currentArg } = latest.current;
      current
        .load()
        .then((endpoint) => {
          if (endpoint.name !== current.endpointName) throw new Error(`endpoint ${endpoint.name} loaded for ${current.endpointName}`);
          if (active) subscription = dispatch(endpoint.initiate(currentArg)) as typeof subscription;
        })
        .catch(() => {
          if (active) setLoadFailed(true);
        });
    };
    if (latest.current.answered && !apiProvided()) whenApiProvided(() => active && subscribe());
    else subscribe();
    return () => {
      active = false;
      subscription?.unsubscribe?.();
    };
  }, [dispatch, key]);

  const data = entry?.data as Data | undefined;
  const isError = loadFailed || entry?.status === 'rejected';
  return { data, isError, isLoading: data === undefined && !isError };
}

export interface DeferredMutationOptions {
  /** The form the call belongs to: the endpoint loads when the focus first enters it (or at once if it is already
   * there, as when someone tapped a field before the page was interactive), so the first press does not wait for it. */
  preloadOnFocusIn?: RefObject<HTMLElement | null>;
}

/**
 * `useXMutation()` for a first screen: `send(arg)` loads the endpoint if needed, calls it and resolves with the
 * answer (rejects with the error, as `unwrap()` does). With `preloadOnFocusIn`, the endpoint starts loading when the
 * focus first enters the form.
 */
export function useDeferredMutation<Arg, Result>(
  load: () => Promise<Endpoint<Arg, { track?: boolean }>>,
  { preloadOnFocusIn }: DeferredMutationOptions = {},
) {
  const dispatch = useAppDispatch() as DispatchAny;
  const [isLoading, setLoading] = useState(false);
  const send = useCallback(
    async (arg: Arg): Promise<Result> => {
      setLoading(true);
      try {
        const endpoint = await load();
        // Not tracked in the store: nothing shows this call's state but the component that sent it.
        return await (dispatch(endpoint.initiate(arg, { track: false })) as { unwrap: () => Promise<Result> }).unwrap();
      } finally {
        setLoading(false);
      }
    },
    [dispatch, load],
  );
  const preload = useCallback(() => {
    load().catch(() => undefined);
  }, [load]);
  useEffect(() => {
    const area = preloadOnFocusIn?.current;
    if (!area) return undefined;
    if (area.contains(document.activeElement)) preload();
    area.addEventListener('focusin', preload, { once: true });
    return () => area.removeEventListener('focusin', preload);
  }, [preload, preloadOnFocusIn]);
  return [send, { isLoading }] as const;
}
