import fc from 'fast-check';
import { renderToStaticMarkup } from 'react-dom/server';
import { readServerState, serverStateScript, type ServerState } from '../../shell/src/app/serverHandoff';
import { serverRenderedDocument } from './htmlDocument';

// The shape of the built page template (shell/dist/server/page-template.html): minified, attributes without quotes.
const TEMPLATE =
  '<!doctype html><html lang="tr"><head><meta charset="utf-8"/><title>Kolay Kredi</title>' +
  '<meta name="description" content="Şablonun açıklaması"/><meta property="og:image" content="/assets/abc123.png"/>' +
  '<script defer="defer" src="/chunks/loader.js"></script></head><body><div id="root"></div></body></html>';

const CANONICAL = 'https://kredi.example/blog/dolar';

/** The texts that broke the page: String.replace's replacement patterns, a script end, line separators. */
const tricky = fc.constantFrom('$&', '$`', "$'", '$$', '$1', '$<x>', '</script>', '<!--', '\u2028', '\u2029', '</title>', '"', '&amp;');
// NUL and CR are left out: the HTML parser rewrites them in any page (U+FFFD, LF), which says nothing about the page.
const anyText = fc.string({ unit: 'grapheme' }).map((value) => [...value].filter((char) => char !== '\0' && char !== '\r').join(''));
const text = fc.array(fc.oneof(tricky, fc.string(), anyText), { maxLength: 8 }).map((parts) => parts.join(''));

function Post({ title, summary, body }: { title: string; summary: string; body: string }) {
  return (
    <article>
      <h1>{title}</h1>
      <p>{summary}</p>
      <div>{body}</div>
    </article>
  );
}

function documentOf(title: string, summary: string, body: string) {
  const state = { api: { queries: { post: { data: { title, summary, body } } } } } as unknown as ServerState;
  const html = serverRenderedDocument(
    TEMPLATE,
    {
      meta: { title, description: summary },
      canonicalUrl: CANONICAL,
      siteName: 'Kolay Kredi',
      styles: '<style data-emotion="kk a">.a{}</style>',
    },
    renderToStaticMarkup(<Post title={title} summary={summary} body={body} />),
    serverStateScript(state),
  );
  return { html, state, doc: new DOMParser().parseFromString(html, 'text/html') };
}

describe('serverRenderedDocument', () => {
  it('keeps a post titled with dollar signs whole', () => {
    const title = "Dolar 35 TL'yi aştı: 1.000 $'lık kredi ne kadar?";
    const { html, doc } = documentOf(title, "1 $'ın karşılığı", '10 $$ ve 20 $` ile $&');
    expect(doc.querySelectorAll('title')).toHaveLength(1);
    expect(doc.title).toBe(title);
    expect(doc.querySelector('h1')?.textContent).toBe(title);
    expect(doc.querySelector('#root div')?.textContent).toBe('10 $$ ve 20 $` ile $&');
    expect(html.match(/<script/g)).toHaveLength(2);
  });

  it('holds one title, the texts, the canonical and a state that round-trips, whatever the post says', () => {
    fc.assert(
      fc.property(text, text, text, (title, summary, body) => {
        const { doc, state } = documentOf(title, summary, body);
        expect(doc.querySelectorAll('title')).toHaveLength(1);
        if (title) expect(doc.querySelector('title')?.textContent).toBe(title);
        expect(doc.querySelectorAll('meta[name="description"]')).toHaveLength(1);
        expect(doc.querySelector('meta[name="description"]')?.getAttribute('content')).toBe(summary);
        expect(doc.querySelector('link[rel="canonical"]')?.getAttribute('href')).toBe(CANONICAL);
        expect(doc.querySelector('meta[property="og:url"]')?.getAttribute('content')).toBe(CANONICAL);
        expect(doc.querySelector('meta[property="og:image"]')?.getAttribute('content')).toBe('https://kredi.example/assets/abc123.png');
        expect(doc.querySelector('#root h1')?.textContent).toBe(title);
        expect(doc.querySelector('#root div')?.textContent).toBe(body);
        // The loader and the state: no other script, and the state is the one the server rendered with.
        expect(doc.querySelectorAll('script')).toHaveLength(2);
        expect(readServerState(doc)).toEqual(state);
      }),
      { numRuns: 300 },
    );
  });
});
