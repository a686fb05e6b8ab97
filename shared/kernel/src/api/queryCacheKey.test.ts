import { defaultSerializeQueryArgs } from '@reduxjs/toolkit/query';
import { queryCacheKey } from './queryCacheKey';

describe('queryCacheKey', () => {
  // The first screen finds a server render's answer by this key: it must be RTK Query's own, for every kind of argument.
  it.each([
    ['no argument', undefined],
    ['a string', 'konut-kredisi'],
    ['a number', 42],
    ['null', null],
    ['an object, keys in any order', { page: 2, category: 'genel', filter: { b: 1, a: [3, { z: 1, y: 2 }] } }],
    ['an array', ['a', 1, { d: 4, c: 3 }]],
    ['a bigint', { id: BigInt(12) }],
  ])('is the key RTK Query gives %s', (_name, args) => {
    expect(queryCacheKey('getPosts', args)).toBe(
      defaultSerializeQueryArgs({ endpointName: 'getPosts', queryArgs: args, endpointDefinition: {} as never }),
    );
  });
});
