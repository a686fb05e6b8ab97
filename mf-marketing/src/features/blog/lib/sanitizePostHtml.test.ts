import { sanitizePostHtml } from './sanitizePostHtml';

describe('sanitizePostHtml', () => {
  it('removes script tags', () => {
    const out = sanitizePostHtml('<p>Merhaba</p><script>alert(1)</script><SCRIPT src="https://evil.example/x.js"></SCRIPT>');
    expect(out).toBe('<p>Merhaba</p>');
  });

  it('removes on* event-handler attributes', () => {
    const out = sanitizePostHtml('<img src="a.png" onerror="alert(1)"><p onclick="steal()" onmouseover="x()">Metin</p>');
    expect(out).not.toMatch(/on(error|click|mouseover)/i);
    expect(out).toContain('<img src="a.png">');
    expect(out).toContain('<p>Metin</p>');
  });

  it('removes javascript: links but keeps the link text and normal links', () => {
    const out = sanitizePostHtml(
      '<a href="javascript:alert(1)">kötü</a> <a href=" JaVaScRiPt:alert(1)">kötü2</a> <a href="https://example.com/kredi">iyi</a>',
    );
    expect(out).not.toMatch(/javascript:/i);
    expect(out).toContain('kötü');
    expect(out).toContain('<a href="https://example.com/kredi">iyi</a>');
  });

  it('removes styles and forms, keeps ordinary formatting', () => {
    const out = sanitizePostHtml('<style>body{display:none}</style><form action="/x"><input name="tc"></form><h2>Başlık</h2><ul><li><strong>Madde</strong></li></ul>');
    expect(out).toBe('<h2>Başlık</h2><ul><li><strong>Madde</strong></li></ul>');
  });

  it('gives an empty string for no body', () => {
    expect(sanitizePostHtml('')).toBe('');
    expect(sanitizePostHtml(null)).toBe('');
  });
});
