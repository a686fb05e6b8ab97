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
    // Turkish letters folded, as the CRM's search does: typed without them, or with them where the text has none.
    ['İHTİYAÇ KREDİSİ', 'ihtiyac'],
    ['IŞIK', 'isik'],
    ['Gönül Şahin', 'gonul sahin'],
    ['Ödeme ÜCRETİ', 'odeme ucreti'],
    ['Kredi notu', 'KREDİ NOTU'],
    ['faiz  oranları', 'faiz oranlari'],
  ])('%s contains %s', (text, query) => {
    expect(containsTR(text, query)).toBe(true);
  });

  it.each([
    ['Taşıt kredisi', 'konut'],
    ['IŞIK', 'ışıklar'],
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

  it('searches the plain-text title and summary the API sends, Turkish-aware', () => {
    const post = { title_text: 'İHTİYAÇ Kredisi', summary_text: 'Faiz oranları ve vade seçenekleri' };
    expect(postMatchesSearch(post, 'ihtiyaç')).toBe(true);
    expect(postMatchesSearch(post, 'oranları')).toBe(true);
    expect(postMatchesSearch(post, 'vade seçenekleri')).toBe(true);
    expect(postMatchesSearch(post, 'konut')).toBe(false);
  });
});
