import { dedupedCss } from './dedupedCss';

describe('dedupedCss: each shared rule of many Emotion classes written once', () => {
  it('writes the declarations two classes share once, then each class its own, in every at-rule', () => {
    const a = '.kk-a{display:flex;color:red;}.kk-a:hover{color:blue;}@media (min-width:600px){.kk-a{padding:2px;}}';
    const b = '.kk-b{display:flex;color:red;margin:0;}.kk-b:hover{color:blue;}@media (min-width:600px){.kk-b{padding:2px;}}';
    expect(
      dedupedCss('kk', [
        { id: 'a', css: a },
        { id: 'b', css: b },
      ]),
    ).toBe(
      '.kk-a,.kk-b{display:flex;color:red}.kk-b{margin:0}:is(.kk-a,.kk-b):hover{color:blue}@media (min-width:600px){.kk-a,.kk-b{padding:2px}}',
    );
  });

  it("keeps each class's declarations in their order, sharing only what both orders allow", () => {
    // In b, `color:red` follows `margin:0`; in a it precedes it: one of them is written twice.
    const css = dedupedCss('kk', [
      { id: 'a', css: '.kk-a{color:red;margin:0;}' },
      { id: 'b', css: '.kk-b{margin:0;color:red;color:green;}' },
    ]);
    expect(css).toBe('.kk-a{color:red}.kk-a,.kk-b{margin:0}.kk-b{color:red;color:green}');
  });

  it('does not take one class name for another, and keeps nested blocks (and any block with a brace) whole', () => {
    const css = dedupedCss('kk', [
      { id: 'a', css: '.kk-a::after{content:"a;b{}";}.kk-a .kk-ab{top:0;}' },
      { id: 'ab', css: '.kk-ab{top:0;}@keyframes x{from{opacity:0;}to{opacity:1;}}' },
    ]);
    expect(css).toBe('.kk-a::after{content:"a;b{}";}.kk-a .kk-ab{top:0}.kk-ab{top:0}@keyframes x{from{opacity:0;}to{opacity:1;}}');
  });

  it('writes a selector list with :is() only where each selector names the class once', () => {
    const css = dedupedCss('kk', [
      { id: 'a', css: '.kk-a+.kk-a{margin:0;}.kk-a:hover,.kk-a:focus{top:0;}' },
      { id: 'b', css: '.kk-b+.kk-b{margin:0;}.kk-b:hover,.kk-b:focus{top:0;}' },
    ]);
    expect(css).toBe('.kk-a+.kk-a,.kk-b+.kk-b{margin:0}:is(.kk-a,.kk-b):hover,:is(.kk-a,.kk-b):focus{top:0}');
  });

  it('leaves out the spaces after commas outside quotes, url() and custom properties, and the last semicolon of a block', () => {
    const css = '.kk-a{color:rgba(0, 0, 0, 0.6);content:"a, b";background:url(x, y.png), red;--c:rgba(0, 0, 0, 0.5);}';
    expect(dedupedCss('kk', [{ id: 'a', css }])).toBe(
      '.kk-a{color:rgba(0,0,0,0.6);content:"a, b";background:url(x, y.png),red;--c:rgba(0, 0, 0, 0.5)}',
    );
  });
});
