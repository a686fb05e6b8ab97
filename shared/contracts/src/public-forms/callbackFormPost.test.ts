import { callbackFormRedirect, callbackFormReturnPath } from './callbackFormPost';

test('the form goes back to the plain path of its page, with the outcome as the fragment', () => {
  expect(callbackFormRedirect('/kredi-hesaplama', 'created')).toBe('/kredi-hesaplama#geri-arama-alindi');
  expect(callbackFormRedirect('/blog/ihtiyac-kredisi-nedir', 'invalid')).toBe('/blog/ihtiyac-kredisi-nedir#geri-arama-gecersiz');
  expect(callbackFormRedirect(undefined, 'limited')).toBe('/#geri-arama-sinir');
});

test('anything but a path of this site goes back home: the redirect is never an open one', () => {
  for (const raw of [
    '//evil.example/',
    '/\\evil.example',
    'https://evil.example/',
    'javascript:alert(1)',
    '',
    'blog',
    '/a?phone_number=5321234567',
    '/a#x',
    5,
    null,
    `/${'a'.repeat(600)}`,
  ]) {
    expect(callbackFormReturnPath(raw)).toBe('/');
  }
});
