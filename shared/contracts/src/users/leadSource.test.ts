import { sourceFromReferer as referrerSource } from './leadSource';

describe('sourceFromReferer (browser referrers)', () => {
  it.each([
    ['https://www.facebook.com/', 'facebook'],
    ['https://l.facebook.com/l.php?u=x', 'facebook'],
    ['https://www.instagram.com/p/abc', 'instagram'],
    ['https://www.google.com.tr/search?q=kredi', 'google'],
    ['https://www.tiktok.com/@kolaykredi', 'tiktok'],
    ['https://t.co/abc', 'x'],
    ['https://x.com/kolaykredi', 'x'],
    ['https://twitter.com/kolaykredi', 'x'],
  ])('%s -> %s', (referrer, source) => {
    expect(referrerSource(referrer)).toBe(source);
  });

  it.each(['', 'not a url', 'https://example.com/', 'https://notfacebook.com/', 'https://google.evil.example/'])(
    '%p -> empty',
    (referrer) => {
      expect(referrerSource(referrer)).toBe('');
    },
  );
});
