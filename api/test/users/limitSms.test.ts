import assert from 'node:assert/strict';
import { beforeEach, it } from 'node:test';
import { smsOutbox } from '../../src/db/schema/index.js';
import { withApps } from '../helpers/withApps.js';
import { PHONE, clearUsersTables, registerAndVerify, submit, submitBody, unknownFindeksBody } from './helpers.js';

/** Every SMS the console provider "sent" to the phone, oldest first. */
async function messages(app: Parameters<typeof submit>[0], phone = PHONE): Promise<string[]> {
  const response = await app.inject({ method: 'GET', url: `/api/dev/sms-outbox/?phone=${phone}` });
  return (response.json() as Array<{ message: string }>).map((row) => row.message).reverse();
}

/** The SMS is sent after the answer: wait until the outbox holds `count` messages (or fail after a second). */
async function settledMessages(app: Parameters<typeof submit>[0], count: number): Promise<string[]> {
  for (let tries = 0; tries < 50; tries++) {
    const sent = await messages(app);
    if (sent.length >= count) return sent;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  return messages(app);
}

withApps('users API: the SMS with the credit limit the result step promises', {}, (ctx) => {
  beforeEach(async () => {
    await clearUsersTables(ctx.db);
  });

  it('a found limit is sent once by SMS: the brand and the figure, nothing else about the person', async () => {
    const proof = await registerAndVerify(ctx.app);
    const response = await submit(ctx.app, submitBody(proof));
    assert.equal(response.json().result.kind, 'limit');
    const [, limitSms, ...more] = await settledMessages(ctx.app, 2);
    assert.equal(limitSms, `Kolay Kredi: Tüm bankalardan alabileceğiniz toplam kredi limitiniz 719.000 TL.`);
    assert.deepEqual(more, []);
    // A retry of the same application answers the same and sends nothing again.
    await submit(ctx.app, submitBody(proof));
    await new Promise((resolve) => setTimeout(resolve, 100));
    assert.equal((await messages(ctx.app)).length, 2);
  });

  it('no limit, or a Findeks report still to come: no limit SMS', async () => {
    const refused = await registerAndVerify(ctx.app);
    assert.equal((await submit(ctx.app, submitBody(refused, { legal_followup: 1 }))).json().result.kind, 'none');
    await ctx.db.delete(smsOutbox);
    const pending = await registerAndVerify(ctx.app, '5331234567');
    assert.equal((await submit(ctx.app, unknownFindeksBody(pending, { phone: '5331234567' }))).json().result.kind, 'findeks');
    await new Promise((resolve) => setTimeout(resolve, 100));
    assert.deepEqual(await messages(ctx.app), []);
    assert.equal((await messages(ctx.app, '5331234567')).length, 1);
  });
});
