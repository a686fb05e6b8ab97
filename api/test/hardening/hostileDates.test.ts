import assert from 'node:assert/strict';
import { before, it } from 'node:test';
import type { FollowUpListResponse } from '@kredi/contracts/crm';
import { crmMessages } from '@kredi/contracts/crm';
import { reportMessages } from '@kredi/contracts/reports';
import { adminCall, signIn as adminSignIn } from '../admin/helpers.js';
import { addLead, addStaff, assertTurkish, get, post, signIn } from '../crm/helpers.js';
import { withApps } from '../helpers/withApps.js';

/*
 * Dates from a person or a link are real calendar days from 2000 to 2100 (contracts common/calendar.ts): anything
 * else is a Turkish 400, never a database error (PostgreSQL 22008) and never a day rolled over into another one.
 */
withApps('hostile dates', {}, (ctx) => {
  let staffToken = '';
  let adminToken = '';

  before(async () => {
    await addStaff(ctx.db);
    staffToken = await signIn(ctx.app);
    adminToken = await adminSignIn(ctx.app);
  });

  it("a follow-up's next contact out of the calendar is refused in Turkish and nothing is stored", async () => {
    const lead = await addLead(ctx.db);
    const url = `/api/crm/musteriler/${lead.id}/takipler/create/`;
    for (const hostile of [
      '0000-01-01T00:00:00Z',
      '0001-01-01T00:00:00+14:00',
      '9999-12-31T10:00:00Z',
      '1970-01-01T00:00:00Z',
      '2026-02-30T10:00:00Z',
      '2026-02-30T10:00',
      '2026-06-16T10:30:00+23:59',
    ]) {
      const response = await post(ctx.app, staffToken, url, { notlar: 'Arandı', sonraki_iletisim: hostile });
      assertTurkish(response, 400);
      assert.equal((response.json() as { message: string }).message, crmMessages.invalidDateTime, hostile);
    }
    const history = (await get(ctx.app, staffToken, `/api/crm/musteriler/${lead.id}/takipler/`)).json() as FollowUpListResponse;
    assert.deepEqual(history.results, []);

    const fine = await post(ctx.app, staffToken, url, { notlar: 'Arandı', sonraki_iletisim: '2028-02-29T10:00:00Z' });
    assert.equal(fine.statusCode, 201, fine.body);
  });

  it('the five reports refuse an impossible day in Turkish', async () => {
    for (const report of ['funnel', 'leads', 'staff', 'calculator', 'vitals'])
      for (const range of [
        'from=2026-02-30&to=2026-03-01',
        'from=2026-04-01&to=2026-04-31',
        'from=2025-02-01&to=2025-02-29',
        'from=0000-01-01&to=0000-01-02',
      ]) {
        const response = await adminCall(ctx.app, adminToken, 'GET', `/api/admin/reports/${report}/?${range}`);
        assertTurkish(response, 400);
        assert.equal((response.json() as { message: string }).message, reportMessages.badRange, `${report} ${range}`);
      }
    assert.equal((await adminCall(ctx.app, adminToken, 'GET', '/api/admin/reports/leads/?from=2024-02-01&to=2024-02-29')).statusCode, 200);
  });

  it("the list's next-contact cursor refuses an instant no date can have", async () => {
    for (const cursor of ['999999999999999.1', '0.1'])
      assertTurkish(await get(ctx.app, staffToken, `/api/crm/musteriler/?sira=sonraki_iletisim&cursor=${cursor}`), 400);
  });
});
