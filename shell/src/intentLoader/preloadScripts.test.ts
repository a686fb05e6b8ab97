import { preloadScripts } from './preloadScripts';

describe('preloadScripts', () => {
  afterEach(() => {
    document.head.innerHTML = '';
  });

  it('asks for each script once, as a preload the script elements of main.js can use', () => {
    preloadScripts(document, ['/chunks/a.js', '/chunks/b.js']);
    preloadScripts(document, ['/chunks/a.js']);
    const links = [...document.head.querySelectorAll('link')];
    expect(links.map((l) => [l.rel, l.getAttribute('as'), l.getAttribute('href'), l.crossOrigin])).toEqual([
      ['preload', 'script', '/chunks/a.js', null],
      ['preload', 'script', '/chunks/b.js', null],
    ]);
  });
});
