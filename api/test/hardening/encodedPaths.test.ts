import assert from 'node:assert/strict';
import { before, it } from 'node:test';
import type { LiveEvent } from '@kredi/contracts/crm';
import { decodedPathOf, isStaffApiUrl } from '@kredi/contracts/staff';
import { authHeader, signIn as adminSignIn } from '../admin/helpers.js';
import { addLead, addStaff, auth, signIn } from '../crm/helpers.js';
import { withApps } from '../helpers/withApps.js';

/*
 * A staff path written with percent-escapes ('/api/%63rm/' is '/api/crm/') reaches the same route as the plain one,
 * so it must get the same hooks: no-store on the answer and the live notice after a write.
 */
it('the decoded path of a raw URL is what the router matches', () => {
  assert.equal(decodedPathOf('/api/%63rm/musteriler/1/?a=%2F'), '/api/crm/musteriler/1/');
  assert.equal(decodedPathOf('/api/%E0%A4%A/x'), '/api/%E0%A4%A/x');
  assert.ok(isStaffApiUrl('/api/%63rm/musteriler/1/'));
  assert.ok(isStaffApiUrl('/api/%61%64%6D%69%6E/blog/'));
  assert.ok(!isStaffApiUrl('/api/blog/?x=/api/crm/'));
  // Both gateways resolve dot segments before forwarding: this write reaches the admin area.
  assert.ok(isStaffApiUrl('/api/blog/%2e%2e/admin/blog/posts/'));
  assert.ok(isStaffApiUrl('/api/blog/../%61dmin/blog/posts/'));
  assert.equal(decodedPathOf('/api/musteri/%C5%9Fehir/'), '/api/musteri/şehir/');
});

withApps('percent-encoded staff paths', {}, (ctx) => {
  let staffToken = '';
  let adminToken = '';

  before(async () => {
    await addStaff(ctx.db);
    staffToken = await signIn(ctx.app);
    adminToken = await adminSignIn(ctx.app);
  });

  it('answer no-store like the plain path, signed in or refused', async () => {
    const lead = await addLead(ctx.db);
    const answers = [
      await ctx.app.inject({ method: 'GET', url: `/api/%63rm/musteriler/${lead.id}/`, headers: auth(staffToken) }),
      await ctx.app.inject({ method: 'GET', url: `/api/%63%72%6d/musteriler/${lead.id}`, headers: auth(staffToken) }),
      await ctx.app.inject({ method: 'GET', url: '/api/%61dmin/dashboard/', headers: authHeader(adminToken) }),
      await ctx.app.inject({ method: 'GET', url: `/api/%63rm/musteriler/${lead.id}/` }),
    ];
    assert.deepEqual(
      answers.map((answer) => answer.statusCode),
      [200, 200, 200, 401],
    );
    for (const answer of answers) assert.equal(answer.headers['cache-control'], 'no-store', answer.body);
  });

  it('a write through an encoded path tells the other screens which customer changed', async () => {
    const lead = await addLead(ctx.db);
    const seen: LiveEvent[] = [];
    const publish = ctx.app.crmLive.publish.bind(ctx.app.crmLive);
    ctx.app.crmLive.publish = async (event) => {
      seen.push(event);
      return publish(event);
    };
    try {
      const written = await ctx.app.inject({
        method: 'POST',
        url: `/api/%63rm/musteriler/${lead.id}/takipler/create/`,
        headers: auth(staffToken),
        payload: { notlar: 'Arandı.' },
      });
      assert.equal(written.statusCode, 201, written.body);
      assert.equal(written.headers['cache-control'], 'no-store');
      await new Promise((resolve) => setImmediate(resolve));
      assert.deepEqual(
        seen.filter((event) => event.tur === 'degisiklik').map((event) => [event.musteri_id, event.kim]),
        [[lead.id, 'Test Personel']],
      );
    } finally {
      ctx.app.crmLive.publish = publish;
    }
  });
});
