import { pageScriptsElement, readPageScripts } from './pageScripts';

describe('the page scripts data block', () => {
  afterEach(() => {
    document.body.innerHTML = '';
  });

  it('reads back what the server wrote, and a `<` can never close the element', () => {
    const files = { fetch: ['/m.json'], scripts: ['/a.js', '/</script><script>alert(1)</script>.js'] };
    document.body.innerHTML = pageScriptsElement(files);
    expect(document.querySelectorAll('script')).toHaveLength(1);
    expect(readPageScripts(document)).toEqual(files);
  });

  it('names nothing when the page has no block or an unreadable one', () => {
    expect(readPageScripts(document)).toEqual({ fetch: [], scripts: [] });
    document.body.innerHTML = '<script type="application/json" id="page-scripts">{not json</script>';
    expect(readPageScripts(document)).toEqual({ fetch: [], scripts: [] });
    document.body.innerHTML = '<script type="application/json" id="page-scripts">{"fetch":[1,"/m.json"],"scripts":"x"}</script>';
    expect(readPageScripts(document)).toEqual({ fetch: ['/m.json'], scripts: [] });
  });
});
