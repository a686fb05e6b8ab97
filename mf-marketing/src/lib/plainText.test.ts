import { toPlainText } from './plainText';

describe('toPlainText', () => {
  it('removes tags and keeps the text', () => {
    expect(toPlainText('<p>Kredi <strong>limiti</strong> nedir?</p>')).toBe('Kredi limiti nedir?');
  });

  it('decodes named and numeric Turkish entities', () => {
    expect(toPlainText('&Ccedil;ift&ccedil;i kredisi &uuml;zerine')).toBe('Çiftçi kredisi üzerine');
    expect(toPlainText('Ba&#351;vuru &#304;pu&#231;lar&#305;')).toBe('Başvuru İpuçları');
    expect(toPlainText('&#x15F;&#x11F;&Ouml;&ouml;')).toBe('şğÖö');
    expect(toPlainText('Konut &amp; Ta&#351;&#305;t')).toBe('Konut & Taşıt');
  });

  it('decodes an escaped tag to its text instead of treating it as markup', () => {
    expect(toPlainText('a &lt;b&gt; c')).toBe('a <b> c');
  });

  it('drops scripts and styles entirely and runs nothing', () => {
    const before = document.body.innerHTML;
    expect(toPlainText('<script>window.hacked = 1</script><style>p{}</style>Güvenli <img src=x onerror="window.hacked=2">')).toBe('Güvenli');
    expect((window as unknown as { hacked?: number }).hacked).toBeUndefined();
    expect(document.body.innerHTML).toBe(before);
  });

  it('separates block elements and collapses whitespace', () => {
    expect(toPlainText('<h2>Başlık</h2><p>bir</p><p>iki<br>üç</p>\n\n   dört')).toBe('Başlık bir iki üç dört');
  });

  it('gives an empty string for empty input', () => {
    expect(toPlainText('')).toBe('');
    expect(toPlainText(null)).toBe('');
    expect(toPlainText(undefined)).toBe('');
  });
});
