import { isPlainObject } from 'redux';

// RTK Query's default cache key of a query (`defaultSerializeQueryArgs`), written out so the first screen can find a
// server render's answer without loading RTK Query. queryCacheKey.test.ts checks it against RTK Query's own.

/** The key under `state.api.queries` of `endpointName` called with `args` (endpoints without their own serializeQueryArgs). */
export function queryCacheKey(endpointName: string, args: unknown): string {
  const serialized = JSON.stringify(args, (_key, value: unknown) => {
    const plain = typeof value === 'bigint' ? { $bigint: value.toString() } : value;
    return isPlainObject(plain)
      ? Object.keys(plain)
          .sort()
          .reduce<Record<string, unknown>>((sorted, key) => {
            sorted[key] = (plain as Record<string, unknown>)[key];
            return sorted;
          }, {})
      : plain;
  }) as string | undefined;
  return `${endpointName}(${serialized})`;
}
