// The browser builds replace MUI's buildFormatNumber with one that builds its formatter lazily
// (tooling/webpack/muiLazyNumberFormat.mjs): the texts must stay the same.
import { strict as assert } from 'node:assert';
import { pathToFileURL } from 'node:url';
import { test } from 'node:test';
import { LAZY_BUILD_FORMAT_NUMBER, MUI_BUILD_FORMAT_NUMBER, muiLazyNumberFormat } from '../webpack/muiLazyNumberFormat.mjs';

type Build = (locale: string) => (value: number) => string;
const load = async (file: string) => (await import(pathToFileURL(file).href)).default as Build;

test("the lazy formatter writes what MUI's writes, in Turkish and in English, and the alias points at it", async () => {
  const [mui, lazy] = await Promise.all([load(MUI_BUILD_FORMAT_NUMBER), load(LAZY_BUILD_FORMAT_NUMBER)]);
  for (const locale of ['tr-TR', 'en-US', 'not a locale'])
    for (const value of [0, 7, 1234, 1234567.891, -42.5, Number.NaN, Number.POSITIVE_INFINITY])
      assert.equal(lazy(locale)(value), mui(locale)(value), `${locale} ${value}`);
  assert.equal(muiLazyNumberFormat[MUI_BUILD_FORMAT_NUMBER], LAZY_BUILD_FORMAT_NUMBER);
});
