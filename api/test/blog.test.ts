import assert from 'node:assert/strict';
import { it } from 'node:test';
import { sql } from 'drizzle-orm';
import { blogCategories } from '../src/db/schema/index.js';
import { demoBlogPosts } from '../src/db/seed/blogContent.js';
import { REVISION_CHECK_MS } from '../src/http/answerCache.js';
import { withApps } from './helpers/withApps.js';

const API = '/api/blog-api';

interface Post {
  id: number;
  title: string;
  summary: string;
  content: string;
  image: string | null;
  slug: string;
  created_at: string;
  reading_time: number | null;
  is_featured: boolean;
  title_text: string;
  summary_text: string;
  reading_minutes: number;
  category: { name: string; slug: string };
}

// The spec's fields plus the three the API derives (title_text, summary_text, reading_minutes).
const POST_FIELDS = [
  'category',
  'content',
  'created_at',
  'id',
  'image',
  'is_featured',
  'reading_minutes',
  'reading_time',
  'slug',
  'summary',
  'summary_text',
  'title',
  'title_text',
];
const words = (n: number) => Array.from({ length: n }, (_, i) => `kelime${i}`).join(' ');

function assertNewestFirst(posts: Post[]): void {
  for (let i = 1; i < posts.length; i++) {
    assert.ok(Date.parse(posts[i - 1]!.created_at) >= Date.parse(posts[i]!.created_at), 'newest first');
  }
}

withApps('blog API', {}, (ctx) => {
  const get = (url: string) => ctx.app.inject({ method: 'GET', url });

  it('lists the seeded categories as {id, name, slug}', async () => {
    const response = await get(`${API}/categories/`);
    assert.equal(response.statusCode, 200);
    const categories = response.json() as Array<Record<string, unknown>>;
    assert.ok(categories.length >= 3);
    for (const category of categories) assert.deepEqual(Object.keys(category).sort(), ['id', 'name', 'slug']);
    assert.ok(categories.some((category) => category.name === 'Findeks ve Kredi Notu'));
  });

  it('lists every post newest first with exactly the spec fields', async () => {
    const response = await get(`${API}/posts/`);
    assert.equal(response.statusCode, 200);
    const posts = response.json() as Post[];
    assert.equal(posts.length, demoBlogPosts.length);
    assert.ok(posts.length >= 8);
    assertNewestFirst(posts);
    for (const post of posts) {
      assert.deepEqual(Object.keys(post).sort(), POST_FIELDS);
      assert.deepEqual(Object.keys(post.category).sort(), ['name', 'slug']);
      assert.ok(!Number.isNaN(Date.parse(post.created_at)));
      if (post.image !== null) assert.match(post.image, /^\/api\/media\/blog\/[a-z0-9-]+\.svg$/);
    }
    assert.ok(
      posts.some((post) => post.image === null),
      'a post without image',
    );
    assert.ok(
      posts.some((post) => post.reading_time === null),
      'a post without reading time',
    );
    assert.ok(new Set(posts.map((post) => post.category.slug)).size >= 3);
  });

  it('keeps HTML and entities of titles and summaries as written', async () => {
    const posts = (await get(`${API}/posts/`)).json() as Post[];
    assert.ok(posts.some((post) => post.title.includes('&#351;')));
    assert.ok(posts.some((post) => post.title.includes('<strong>')));
    assert.ok(posts.some((post) => post.summary.includes('&uuml;')));
  });

  it('lists only featured posts under /posts/featured/', async () => {
    const response = await get(`${API}/posts/featured/`);
    assert.equal(response.statusCode, 200);
    const posts = response.json() as Post[];
    assert.equal(posts.length, 3);
    assert.ok(posts.every((post) => post.is_featured));
    assertNewestFirst(posts);
  });

  it('filters by category slug, and an unknown category gives []', async () => {
    const response = await get(`${API}/posts/by_category/?slug=butce-ve-birikim`);
    assert.equal(response.statusCode, 200);
    const posts = response.json() as Post[];
    assert.ok(posts.length >= 2);
    assert.ok(posts.every((post) => post.category.slug === 'butce-ve-birikim'));
    assertNewestFirst(posts);

    for (const slug of ['yok-boyle-bir-kategori', "x' OR '1'='1", '%25']) {
      const unknown = await get(`${API}/posts/by_category/?slug=${encodeURIComponent(slug)}`);
      assert.equal(unknown.statusCode, 200, slug);
      assert.deepEqual(unknown.json(), []);
    }
  });

  it('asks for a category when slug is missing or empty', async () => {
    for (const url of [`${API}/posts/by_category/`, `${API}/posts/by_category/?slug=`]) {
      const response = await get(url);
      assert.equal(response.statusCode, 400, url);
      assert.equal(response.json().message, 'Lütfen bir kategori belirtin.');
    }
  });

  it('returns one post by slug, with or without the trailing slash', async () => {
    for (const url of [`${API}/posts/findeks-kredi-notu-nedir/`, `${API}/posts/findeks-kredi-notu-nedir`]) {
      const response = await get(url);
      assert.equal(response.statusCode, 200);
      const post = response.json() as Post;
      assert.equal(post.slug, 'findeks-kredi-notu-nedir');
      assert.equal(post.category.slug, 'findeks-ve-kredi-notu');
      assert.equal(post.reading_time, null);
    }
  });

  it('answers 404 with the Turkish text for an unknown post', async () => {
    for (const slug of ['olmayan-yazi', '..%2F..%2Fetc%2Fpasswd', '%3Cscript%3E', 'a'.repeat(90)]) {
      const response = await get(`${API}/posts/${slug}/`);
      assert.equal(response.statusCode, 404, slug);
      assert.deepEqual(response.json(), { message: 'Yazı bulunamadı.' });
    }
  });

  it('serves the post images read-only with long cache headers', async () => {
    const posts = (await get(`${API}/posts/`)).json() as Post[];
    const withImage = posts.filter((post) => post.image !== null);
    for (const post of withImage) {
      const response = await get(post.image!);
      assert.equal(response.statusCode, 200, post.image!);
      assert.match(String(response.headers['content-type']), /^image\/svg\+xml/);
      assert.match(String(response.headers['cache-control']), /max-age=2592000/);
      assert.equal(response.headers['x-content-type-options'], 'nosniff');
      assert.ok(!response.body.includes('<script'));
    }
    const missing = await get('/api/media/blog/yok.svg');
    assert.equal(missing.statusCode, 404);
    assert.deepEqual(missing.json(), { message: 'Aradığınız kaynak bulunamadı.' });
    for (const url of ['/api/media/blog/..%2F..%2Fpackage.json', '/api/media/blog/../../package.json', '/api/media/blog/.env']) {
      const traversal = await get(url);
      assert.ok([403, 404].includes(traversal.statusCode), url);
      assert.ok(!traversal.body.includes('"dependencies"'), url);
      assert.match(traversal.json().message, /^(Bu işlem için yetkiniz yok\.|Aradığınız kaynak bulunamadı\.)$/);
    }
    const upload = await ctx.app.inject({ method: 'PUT', url: '/api/media/blog/new.svg', payload: '<svg/>' });
    assert.equal(upload.statusCode, 404);
  });

  // Rows written straight into the database (as an older version or an operator could have): the read path alone must
  // make them safe plain text, whatever the write path did.
  it('derives title_text, summary_text and reading_minutes on every answer, and a script never becomes text', async () => {
    const [category] = await ctx.db.select().from(blogCategories).limit(1);
    const insert = (slug: string, title: string, summary: string, content: string, readingTime: number | null) =>
      ctx.db.execute(sql`insert into blog_posts (title, summary, content, slug, category_id, reading_time, is_featured, created_at)
        values (${title}, ${summary}, ${content}, ${slug}, ${category!.id}, ${readingTime}, true, now() + interval '1 day')`);
    await insert(
      'duz-metin',
      '<b>&Ccedil;ift&ccedil;i</b> Kredisi &amp; <script>alert(1)</script>&uuml;r&uuml;n',
      '<p>Ba&#351;vuru</p><style>p{}</style><p>ko&#351;ullar&#305;</p>',
      `<p>${words(450)}</p>`,
      null,
    );
    await insert('verilen-sure', 'Kısa', '<script>document.cookie</script>Özet', `<p>${words(450)}</p>`, 7);
    await insert('uzun-yazi', 'Uzun', 'Özet', `<p>${words(6001)}</p>`, null);
    await insert('bos-yazi', 'Boş', '', '', 0);
    await new Promise((resolve) => setTimeout(resolve, REVISION_CHECK_MS + 100));

    const expected = {
      'duz-metin': { title_text: 'Çiftçi Kredisi & ürün', summary_text: 'Başvuru koşulları', reading_minutes: 3 },
      'verilen-sure': { title_text: 'Kısa', summary_text: 'Özet', reading_minutes: 7 },
      'uzun-yazi': { title_text: 'Uzun', summary_text: 'Özet', reading_minutes: 30 },
      'bos-yazi': { title_text: 'Boş', summary_text: '', reading_minutes: 1 },
    };
    const derived = (post: Post) => ({
      title_text: post.title_text,
      summary_text: post.summary_text,
      reading_minutes: post.reading_minutes,
    });
    const answers: Record<string, Post[]> = {
      list: (await get(`${API}/posts/`)).json(),
      featured: (await get(`${API}/posts/featured/`)).json(),
      category: (await get(`${API}/posts/by_category/?slug=${category!.slug}`)).json(),
      paged: (await get(`${API}/posts/?page=1&page_size=10`)).json().results,
    };
    for (const [slug, fields] of Object.entries(expected)) {
      for (const [answer, posts] of Object.entries(answers)) {
        const post = posts.find((each) => each.slug === slug);
        assert.deepEqual(post && derived(post), fields, `${slug} in ${answer}`);
      }
      assert.deepEqual(derived((await get(`${API}/posts/${slug}/`)).json()), fields, `${slug} alone`);
    }
    for (const post of answers.list!) {
      assert.ok(Number.isInteger(post.reading_minutes) && post.reading_minutes >= 1, post.slug);
      assert.ok(!/[<>]|alert|cookie/.test(post.title_text + post.summary_text), post.slug);
    }
    assert.equal(
      answers.list!.find((post) => post.slug === 'duz-metin')!.title,
      '<b>&Ccedil;ift&ccedil;i</b> Kredisi &amp; <script>alert(1)</script>&uuml;r&uuml;n',
    );
  });

  it('an edited title answers its new plain text under a new ETag', async () => {
    const url = `${API}/posts/duz-metin/`;
    const before = await get(url);
    await ctx.db.execute(sql`update blog_posts set title = '<em>Yeni</em> ba&#351;l&#305;k' where slug = 'duz-metin'`);
    await new Promise((resolve) => setTimeout(resolve, REVISION_CHECK_MS + 100));
    const after = await ctx.app.inject({ method: 'GET', url, headers: { 'if-none-match': before.headers.etag as string } });
    assert.equal(after.statusCode, 200);
    assert.notEqual(after.headers.etag, before.headers.etag);
    assert.equal((after.json() as Post).title_text, 'Yeni başlık');
  });
});
