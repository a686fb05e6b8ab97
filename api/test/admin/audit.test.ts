import assert from 'node:assert/strict';
import { it } from 'node:test';
import type { AdminAuditPage, AdminCategory, AdminPost, CreditFormula } from '@kredi/contracts/admin';
import { adminAuditEvents } from '../../src/db/schema/index.js';
import { withApps } from '../helpers/withApps.js';
import { adminCall, authHeader, signIn } from './helpers.js';

const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64');

withApps('admin audit record', {}, (ctx) => {
  let token = '';
  const call = (method: Parameters<typeof adminCall>[2], url: string, payload?: unknown) => adminCall(ctx.app, token, method, url, payload);
  const events = () => ctx.db.$count(adminAuditEvents);

  /** Runs a change and checks that it added exactly `expected` audit events (0 for a refused one). */
  async function audited<T>(expected: number, change: () => Promise<{ statusCode: number; json: () => unknown }>): Promise<T> {
    const before = await events();
    const response = await change();
    assert.equal(await events(), before + expected, `status ${response.statusCode}`);
    return response.json() as T;
  }

  it('records every change made in the admin area, and none for a refused one', async () => {
    token = await signIn(ctx.app);
    const formula = await audited<CreditFormula>(1, () =>
      call('POST', '/api/admin/formulas/', { name: 'Denetim', description: '', loan_type: 'ticari', formula: 'P / n', active: true }),
    );
    await audited(1, () =>
      call('PUT', `/api/admin/formulas/${formula.id}/`, {
        name: 'Denetim 2',
        description: 'açıklama',
        loan_type: 'ticari',
        formula: 'P / n',
        active: true,
      }),
    );
    await audited(1, () => call('PATCH', `/api/admin/formulas/${formula.id}/active/`, { active: false }));
    await audited(0, () =>
      call('POST', '/api/admin/formulas/', { name: 'Kötü', description: '', loan_type: 'ticari', formula: 'constructor', active: true }),
    );
    await audited(1, () => call('DELETE', `/api/admin/formulas/${formula.id}/`));
    await audited(0, () => call('DELETE', `/api/admin/formulas/${formula.id}/`));

    const category = await audited<AdminCategory>(1, () => call('POST', '/api/admin/blog/categories/', { name: 'Denetim Kategorisi' }));
    await audited(1, () => call('PUT', `/api/admin/blog/categories/${category.id}/`, { name: 'Denetim Kategorisi 2' }));
    const post = await audited<AdminPost>(1, () =>
      call('POST', '/api/admin/blog/posts/', {
        title: 'Denetim Yazısı',
        summary: 'Özet',
        content: 'Metin',
        category_id: category.id,
        image: null,
        published: false,
        featured: false,
      }),
    );
    await audited(1, () => call('PATCH', `/api/admin/blog/posts/${post.id}/`, { published: true }));
    await audited(1, () =>
      call('PUT', `/api/admin/blog/posts/${post.id}/`, {
        title: 'Denetim Yazısı',
        summary: 'Özet',
        content: 'Yeni metin',
        category_id: category.id,
        image: null,
        published: true,
        featured: true,
      }),
    );
    await audited(0, () => call('DELETE', `/api/admin/blog/categories/${category.id}/`));
    await audited(1, () => call('DELETE', `/api/admin/blog/posts/${post.id}/`));
    await audited(1, () => call('DELETE', `/api/admin/blog/categories/${category.id}/`));
    await audited(1, () =>
      ctx.app.inject({
        method: 'POST',
        url: '/api/admin/blog/images/',
        payload: PNG,
        headers: { ...authHeader(token), 'content-type': 'image/png' },
      }),
    );
    await audited(0, () =>
      ctx.app.inject({
        method: 'POST',
        url: '/api/admin/blog/images/',
        payload: PNG,
        headers: { ...authHeader(token), 'content-type': 'image/png' },
      }),
    );
  });

  it('lists who changed what and when, newest first, with before and after of the changed fields only', async () => {
    const page = (await call('GET', '/api/admin/audit/')).json() as AdminAuditPage;
    const [image, deletedCategory, deletedPost, editedPost, publishedPost] = page.results;
    assert.deepEqual([image!.entity, image!.action], ['blog_image', 'create']);
    assert.deepEqual(
      [deletedCategory!.entity, deletedCategory!.action, deletedCategory!.label],
      ['blog_category', 'delete', 'Denetim Kategorisi 2'],
    );
    assert.deepEqual([deletedPost!.entity, deletedPost!.action], ['blog_post', 'delete']);
    assert.deepEqual(
      editedPost!.changes.map((c) => [c.field, c.before, c.after]),
      [
        ['featured', 'hayır', 'evet'],
        ['content', 'Metin', 'Yeni metin'],
      ],
    );
    assert.deepEqual(publishedPost!.changes, [{ field: 'published', before: 'hayır', after: 'evet' }]);
    for (const event of page.results) {
      assert.equal(event.admin, 'admin');
      assert.ok(Date.now() - Date.parse(event.created_at) < 10 * 60_000);
    }
    const formulaEvents = page.results.filter((e) => e.entity === 'credit_formula');
    assert.deepEqual(
      formulaEvents.map((e) => e.action),
      ['delete', 'update', 'update', 'create'],
    );
    assert.deepEqual(formulaEvents[2]!.changes.map((c) => c.field).sort(), ['description', 'name']);
    assert.ok(formulaEvents[3]!.changes.every((c) => c.before === null));
    assert.ok(formulaEvents[0]!.changes.every((c) => c.after === null));
  });

  it('filters by kind and pages with the id of the last event', async () => {
    const formulas = (await call('GET', '/api/admin/audit/?entity=credit_formula')).json() as AdminAuditPage;
    assert.ok(formulas.results.every((e) => e.entity === 'credit_formula'));
    assert.equal(formulas.next_before, null);
    const older = (await call('GET', `/api/admin/audit/?before=${formulas.results[1]!.id}`)).json() as AdminAuditPage;
    assert.ok(older.results.every((e) => e.id < formulas.results[1]!.id));
    assert.equal((await call('GET', '/api/admin/audit/?entity=bilinmeyen')).statusCode, 400);
    assert.equal((await ctx.app.inject({ method: 'GET', url: '/api/admin/audit/' })).statusCode, 401);
  });

  it('pages 50 at a time', async () => {
    for (let i = 0; i < 55; i++)
      await call('POST', '/api/admin/formulas/', { name: `Toplu ${i}`, description: '', loan_type: 'ticari', formula: 'P', active: false });
    const first = (await call('GET', '/api/admin/audit/')).json() as AdminAuditPage;
    assert.equal(first.results.length, 50);
    assert.ok(first.next_before);
    const second = (await call('GET', `/api/admin/audit/?before=${first.next_before}`)).json() as AdminAuditPage;
    assert.ok(second.results.length > 0);
    assert.ok(second.results[0]!.id < first.results.at(-1)!.id);
  });
});
