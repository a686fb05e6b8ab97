import DOMPurify from 'dompurify';
import { plainText, sanitizePostHtml } from './postHtml';

const toPlainText = (html: string | null | undefined) => plainText(DOMPurify, html);

describe('plainText', () => {
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
    expect(toPlainText('<script>window.hacked = 1</script><style>p{}</style>Güvenli <img src=x onerror="window.hacked=2">')).toBe(
      'Güvenli',
    );
    expect((window as unknown as { hacked?: number }).hacked).toBeUndefined();
    expect(document.body.innerHTML).toBe(before);
    // Not only at the start (parsed into <head>): a style or script between words leaves no CSS or code either.
    expect(toPlainText('<p>Başvuru</p><style>p{color:red}</style><p>koşulları</p><script>x()</script> tam')).toBe('Başvuru koşulları tam');
  });

  it('separates block elements and collapses whitespace', () => {
    expect(toPlainText('<p>a</p><p>b</p>')).toBe('a b');
    expect(toPlainText('<h2>Başlık</h2><p>bir</p><p>iki<br>üç</p>\n\n   dört')).toBe('Başlık bir iki üç dört');
  });

  it('gives an empty string for empty input', () => {
    expect(toPlainText('')).toBe('');
    expect(toPlainText(null)).toBe('');
    expect(toPlainText(undefined)).toBe('');
  });
});

// The one rule set (POST_HTML_RULES): the API, the post page and the admin preview all apply it.
const clean = (html: string | null) => sanitizePostHtml(DOMPurify, html);

describe('sanitizePostHtml', () => {
  it('removes script tags', () => {
    const out = clean('<p>Merhaba</p><script>alert(1)</script><SCRIPT src="https://evil.example/x.js"></SCRIPT>');
    expect(out).toBe('<p>Merhaba</p>');
  });

  it('removes on* event-handler attributes', () => {
    const out = clean('<img src="a.png" onerror="alert(1)"><p onclick="steal()" onmouseover="x()">Metin</p>');
    expect(out).not.toMatch(/on(error|click|mouseover)/i);
    expect(out).toContain('<img src="a.png">');
    expect(out).toContain('<p>Metin</p>');
  });

  it('removes javascript: links but keeps the link text and normal links', () => {
    const out = clean(
      '<a href="javascript:alert(1)">kötü</a> <a href=" JaVaScRiPt:alert(1)">kötü2</a> <a href="https://example.com/kredi">iyi</a>',
    );
    expect(out).not.toMatch(/javascript:/i);
    expect(out).toContain('kötü');
    expect(out).toContain('<a href="https://example.com/kredi">iyi</a>');
  });

  it('removes styles and forms, keeps ordinary formatting', () => {
    const out = clean(
      '<style>body{display:none}</style><form action="/x"><input name="tc"></form><h2>Başlık</h2><ul><li><strong>Madde</strong></li></ul>',
    );
    expect(out).toBe('<h2>Başlık</h2><ul><li><strong>Madde</strong></li></ul>');
  });

  it('gives an empty string for no body', () => {
    expect(clean('')).toBe('');
    expect(clean(null)).toBe('');
  });

  it('drops frames and embedded objects, and a new-tab link never hands over its opener', () => {
    const out = clean(
      '<iframe src="https://evil.example"></iframe><object data="x"></object><a href="https://ornek.com" target="_blank">dış</a>',
    );
    expect(out).toBe('<a href="https://ornek.com" target="_blank" rel="noopener noreferrer">dış</a>');
  });
});
