import type { EmotionCache } from '@emotion/cache';
import { css } from '@emotion/react';
import { createEmotionCache } from '@kredi/kernel';
import { styleTags, usedStyles, type SharedStylesheet } from './criticalStyles';

// What a server render leaves in its cache (compat mode): each id's CSS; classes are also registered.
const cache = {
  key: 'kk',
  inserted: { chrome: '.kk-chrome{color:red;}', page: '.kk-page{color:blue;}', unused: '.kk-unused{}', base: 'body{margin:0;}', old: true },
  registered: { 'kk-chrome': 'color:red;', 'kk-page': 'color:blue;', 'kk-unused': '', 'kk-old': '' },
} as unknown as EmotionCache;
const html = '<p class="kk-chrome">a</p><p class="MuiBox-root kk-page">b</p>';

describe('server CSS: shared and inline', () => {
  it('collects each rule the HTML uses, and the global styles', () => {
    expect(usedStyles(cache, html)).toEqual({
      key: 'kk',
      regular: [
        { id: 'chrome', css: '.kk-chrome{color:red;}' },
        { id: 'page', css: '.kk-page{color:blue;}' },
      ],
      globals: [{ id: 'base', css: 'body{margin:0;}' }],
      unreferenced: ['unused'],
    });
  });

  it("inlines only what the shared stylesheet lacks, and names the rest in empty tags for the browser's cache", () => {
    const shared: SharedStylesheet = { href: '/assets/x.css', ids: ['chrome'], globals: ['base'] };
    expect(styleTags(usedStyles(cache, html), shared)).toBe(
      '<style data-emotion="kk-global base"></style><style data-emotion="kk chrome unused"></style><style data-emotion="kk page">.kk-page{color:blue}</style>',
    );
    // Without a shared stylesheet every rule the HTML uses is inline; a class no element carries is only named.
    expect(styleTags(usedStyles(cache, html))).toBe(
      '<style data-emotion="kk-global base">body{margin:0;}</style><style data-emotion="kk unused"></style><style data-emotion="kk chrome page">.kk-chrome{color:red}.kk-page{color:blue}</style>',
    );
  });

  it("writes no vendor copies but Safari's -webkit-user-select", () => {
    const rules: string[] = [];
    const sheet = { insert: (rule: string) => rules.push(rule) } as unknown as EmotionCache['sheet'];
    createEmotionCache().insert('.kk-x', css({ display: 'flex', userSelect: 'none', alignItems: 'center' }), sheet, false);
    expect(rules.join('')).toBe('.kk-x{display:flex;-webkit-user-select:none;user-select:none;align-items:center;}');
  });
});
