import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { createBlogRepository } from '../src/features/blog/repository.js';
import { sanitizeInlineHtml, sanitizePostContent } from '../src/features/blog/sanitize.js';
import { withApps } from './helpers/withApps.js';

const HOSTILE_CONTENT = `
<p>Merhaba <strong>dünya</strong></p>
<script>alert('xss')</script>
<img src="x.png" onerror="alert(1)" alt="resim">
<a href="javascript:alert(2)">tıkla</a>
<a href="JaVaScRiPt&colon;alert(3)">büyük harf</a>
<a href="https://example.com" target="_blank">dış bağlantı</a>
<svg><script>alert(4)</script><animate onbegin="alert(5)"/></svg>
<iframe src="https://evil.example"></iframe>
<div style="position:fixed;inset:0" onclick="alert(6)">kaplama</div>
<form action="https://evil.example"><input name="tc"></form>
`;

function assertHarmless(html: string): void {
  assert.ok(!/<script/i.test(html), 'no <script>');
  assert.ok(!/\bon[a-z]+\s*=/i.test(html), 'no on* handlers');
  assert.ok(!/javascript:/i.test(html), 'no javascript: URLs');
  assert.ok(!/<iframe|<form|<input/i.test(html), 'no frames or forms');
  assert.ok(!/style=/i.test(html), 'no inline styles');
}

describe('sanitizePostContent', () => {
  it('removes scripts, event handlers and javascript: links but keeps the text', () => {
    const clean = sanitizePostContent(HOSTILE_CONTENT);
    assertHarmless(clean);
    assert.match(clean, /<strong>dünya<\/strong>/);
    assert.match(clean, /tıkla/);
    assert.match(clean, /rel="noopener noreferrer"/);
  });
});

describe('sanitizeInlineHtml', () => {
  it('keeps harmless titles byte for byte, entities included', () => {
    const title = 'Ta&#351;&#305;t Kredisi: <em>Kasko</em> &uuml;cretleri';
    assert.equal(sanitizeInlineHtml(title), title);
  });

  it('cleans hostile titles', () => {
    const cleaned = sanitizeInlineHtml('Başlık<img src=x onerror=alert(1)><script>alert(2)</script>');
    assert.equal(cleaned, 'Başlık');
  });

  it('cleans markup that opens the text, which the HTML parser would put in <head>', () => {
    assert.equal(sanitizeInlineHtml('<script>alert(1)</script>'), '');
    assert.equal(sanitizeInlineHtml('<style>*{display:none}</style>Başlık'), 'Başlık');
    assert.equal(sanitizeInlineHtml('<strong>Kalın</strong> başlık'), '<strong>Kalın</strong> başlık');
  });
});

withApps('blog repository stores sanitized posts', { config: { seedDemoData: false } }, (ctx) => {
  it('createPost strips hostile markup before it reaches the database', async () => {
    const blog = createBlogRepository(ctx.db);
    const category = await blog.createCategory({ name: 'Test', slug: 'test' });
    const stored = await blog.createPost({
      title: 'Zararlı <img src=x onerror="alert(1)"> başlık',
      summary: 'Özet <script>alert(1)</script>',
      content: HOSTILE_CONTENT,
      slug: 'zararli-icerik',
      categoryId: category.id,
    });
    assertHarmless(stored.content);
    assertHarmless(stored.title);
    assertHarmless(stored.summary);
    assert.equal(stored.image, null);
    assert.equal(stored.reading_time, null);
    assert.equal(stored.is_featured, false);

    // What the API answers is what was stored.
    const response = await ctx.app.inject({ method: 'GET', url: '/api/blog-api/posts/zararli-icerik/' });
    assert.equal(response.statusCode, 200);
    assertHarmless(response.json().content);
    assert.equal(response.json().category.slug, 'test');
  });

  it('the demo seed is off here, so only the test post exists', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/api/blog-api/posts/' });
    assert.equal(response.json().length, 1);
  });
});
