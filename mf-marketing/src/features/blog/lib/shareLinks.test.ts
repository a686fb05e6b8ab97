import { facebookShareUrl, twitterShareUrl } from './shareLinks';

describe('share links', () => {
  const url = 'https://kolaykredi.example/blog/ihtiyaç-kredisi?x=1&y=2';

  it('Facebook sharer with the encoded page URL', () => {
    expect(facebookShareUrl(url)).toBe(`https://www.facebook.com/sharer/sharer.php?u=${encodeURIComponent(url)}`);
  });

  it('Twitter intent with the URL and the title', () => {
    const out = new URL(twitterShareUrl(url, 'İhtiyaç Kredisi & Faiz'));
    expect(out.origin + out.pathname).toBe('https://twitter.com/intent/tweet');
    expect(out.searchParams.get('url')).toBe(url);
    expect(out.searchParams.get('text')).toBe('İhtiyaç Kredisi & Faiz');
  });
});
