import { slugify, uniqueSlug } from './slug';

describe('slugify', () => {
  it.each([
    ['Kredi Notu Nasıl Yükselir?', 'kredi-notu-nasil-yukselir'],
    ['İSTANBUL’DA IŞIKLI Çarşı', 'istanbul-da-isikli-carsi'],
    ['Çağrı Öğüş Şükrü', 'cagri-ogus-sukru'],
    ['  KKDF & BSMV: 2025 Oranları  ', 'kkdf-bsmv-2025-oranlari'],
    ['<strong>Konut</strong> Kredisi &amp; Faiz', 'konut-kredisi-faiz'],
    ['Crème brûlée', 'creme-brulee'],
    ['???', ''],
  ])('%j -> %j', (title, slug) => {
    expect(slugify(title)).toBe(slug);
  });

  it('keeps within the length cap, at a word boundary when possible', () => {
    const slug = slugify('uzun kelime '.repeat(40), 50);
    expect(slug.length).toBeLessThanOrEqual(50);
    expect(slug).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
  });
});

describe('uniqueSlug', () => {
  it('adds -2, -3, ... when the slug is taken', () => {
    expect(uniqueSlug('yazi', new Set())).toBe('yazi');
    expect(uniqueSlug('yazi', new Set(['yazi']))).toBe('yazi-2');
    expect(uniqueSlug('yazi', new Set(['yazi', 'yazi-2']))).toBe('yazi-3');
    expect(uniqueSlug('a'.repeat(10), new Set(['a'.repeat(10)]), 10)).toBe(`${'a'.repeat(8)}-2`);
  });
});
