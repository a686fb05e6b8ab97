import { containsTR, postMatchesSearch } from './matchesSearch';

describe('Turkish-aware search', () => {
  it.each([
    ['İHTİYAÇ KREDİSİ', 'ihtiyaç'],
    ['ihtiyaç kredisi', 'İHTİYAÇ'],
    ['IŞIK FAİZ', 'ışık'],
    ['ışık', 'IŞIK'],
    ['Kredi Kartı Limiti', 'KARTI'],
    ['INTERNET bankacılığı', 'internet'],
    ['Konut Kredisi', '  konut  '],
  ])('%s contains %s', (text, query) => {
    expect(containsTR(text, query)).toBe(true);
  });

  it.each([
    ['Taşıt kredisi', 'konut'],
    ['IŞIK', 'isik'],
  ])('%s does not contain %s', (text, query) => {
    expect(containsTR(text, query)).toBe(false);
  });

  it('an empty query matches everything', () => {
    expect(containsTR('herhangi', '')).toBe(true);
    expect(containsTR('herhangi', '   ')).toBe(true);
  });

  it('matches decomposed input (NFD) against composed text', () => {
    expect(containsTR('Çiftçi', 'C\u0327iftc\u0327i')).toBe(true);
  });

  it('searches the plain-text title and summary, decoding entities', () => {
    const post = { title: '<b>&#304;HT&#304;YA&Ccedil;</b> Kredisi', summary: 'Faiz oranlar&#305; ve <em>vade</em> se&ccedil;enekleri' };
    expect(postMatchesSearch(post, 'ihtiyaç')).toBe(true);
    expect(postMatchesSearch(post, 'oranları')).toBe(true);
    expect(postMatchesSearch(post, 'vade seçenekleri')).toBe(true);
    expect(postMatchesSearch(post, 'konut')).toBe(false);
    // Markup is not searchable text.
    expect(postMatchesSearch(post, 'em')).toBe(false);
  });
});
