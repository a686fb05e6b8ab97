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

describe('preloadScripts with the files a page names', () => {
  afterEach(() => {
    document.head.innerHTML = '';
    document.body.innerHTML = '';
  });

  it("asks for the shell's scripts first, then the page's manifest as a CORS fetch and its scripts, each once", () => {
    preloadScripts(document, ['/chunks/a.js'], {
      fetch: ['/remotes/x/mf-manifest.json'],
      scripts: ['/remotes/x/remoteEntry.js', '/chunks/a.js', '/remotes/x/chunks/p.js'],
    });
    const links = [...document.head.querySelectorAll('link')];
    expect(links.map((l) => [l.getAttribute('as'), l.getAttribute('href'), l.getAttribute('crossorigin')])).toEqual([
      ['script', '/chunks/a.js', null],
      ['fetch', '/remotes/x/mf-manifest.json', 'anonymous'],
      ['script', '/remotes/x/remoteEntry.js', null],
      ['script', '/remotes/x/chunks/p.js', null],
    ]);
  });
});
