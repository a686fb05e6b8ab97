import assert from 'node:assert/strict';
import { after, before, it } from 'node:test';
import { count, eq } from 'drizzle-orm';
import type { PushDeviceList, PushKeyResponse, PushPayload } from '@kredi/contracts/push';
import { PUSH_DEVICES_PER_STAFF } from '@kredi/contracts/push';
import { crmPushOutbox, crmPushSubscriptions, crmPushVapidKeys, staff } from '../../src/db/schema/index.js';
import { createPushQueue } from '../../src/features/crm/push/queue.js';
import { createPushSender } from '../../src/features/crm/push/sender.js';
import { withApps } from '../helpers/withApps.js';
import { manualClock, registerAndVerify, submit, submitBody } from '../users/helpers.js';
import { addStaff, assertTurkish, auth, get, signIn, STAFF_PHONE } from './helpers.js';
import { startPushEndpoint, type TestDevice } from './pushEndpoint.js';

// The local push service must be allowed before the apps read their settings.
const pushService = await startPushEndpoint();
process.env.CRM_PUSH_EXTRA_ENDPOINT_ORIGINS = pushService.origin;
after(() => pushService.close());

const ANDROID_CHROME = 'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Mobile Safari/537.36';
const DEVICES = '/api/crm/bildirimler/cihazlar/';

/** An Istanbul wall time as an instant: Wednesday 2 December 2026 is a working day. */
const ist = (wall: string) => new Date(`${wall}:00+03:00`);

withApps('CRM Web Push to staff devices', {}, (ctx) => {
  const clock = manualClock(ist('2026-12-02T10:00'));
  let ownerId: number;
  let token: string;
  /** The owner's phone: it gets the new lead, then the escalation steps, until its push service says it expired. */
  let phone: TestDevice;
  const subscribe = (device: TestDevice, extra: Record<string, unknown> = {}) =>
    ctx.app.inject({
      method: 'POST',
      url: DEVICES,
      headers: { ...auth(token), 'user-agent': ANDROID_CHROME },
      payload: { endpoint: device.endpoint, keys: device.keys, ...extra },
    });
  const devices = async () => {
    const response = await get(ctx.app, token, DEVICES);
    assert.equal(response.statusCode, 200, response.body);
    return (response.json() as PushDeviceList).results;
  };

  before(async () => {
    ctx.app.crmRuntime.now = clock.now;
    ctx.app.usersRuntime.now = clock.now;
    ownerId = await addStaff(ctx.db, STAFF_PHONE, 'Sahip Personel');
    await ctx.db.update(staff).set({ onDuty: true }).where(eq(staff.id, ownerId));
    token = await signIn(ctx.app);
  });

  it('a staff member opts a device in, finds it in their list, renews it and removes it', async () => {
    const key = await get(ctx.app, token, '/api/crm/bildirimler/anahtar/');
    assert.equal(key.statusCode, 200);
    const publicKey = (key.json() as PushKeyResponse).vapid_public_key;
    assert.equal(Buffer.from(publicKey!, 'base64url').length, 65, 'an uncompressed P-256 public key');
    const [kept] = await ctx.db.select().from(crmPushVapidKeys);
    assert.equal(kept?.publicKey, publicKey, 'demo mode keeps the pair it made');

    const phone = pushService.device(`${ctx.kind}-list`);
    const first = await subscribe(phone);
    assert.equal(first.statusCode, 201, first.body);
    assert.equal((first.json() as { cihaz: { cihaz: string } }).cihaz.cihaz, 'Chrome · Android');
    const renewed = await subscribe({ ...phone, keys: pushService.device('other').keys }, { cihaz: 'İş telefonum' });
    assert.equal(renewed.statusCode, 201, renewed.body);
    const list = await devices();
    assert.equal(list.length, 1, 'the same endpoint is one device');
    assert.equal(list[0]!.cihaz, 'İş telefonum');
    assert.equal(JSON.stringify(list).includes(phone.endpoint), false, 'the endpoint (the device’s secret) is not sent back');

    const removed = await ctx.app.inject({ method: 'DELETE', url: `${DEVICES}${list[0]!.id}/`, headers: auth(token) });
    assert.equal(removed.statusCode, 200, removed.body);
    assert.deepEqual(await devices(), []);
    assertTurkish(await ctx.app.inject({ method: 'DELETE', url: `${DEVICES}${list[0]!.id}/`, headers: auth(token) }), 404);
  });

  it('refuses, in Turkish, an endpoint that is not a push service, bad keys, a missing sign-in and a device past the cap', async () => {
    const device = pushService.device(`${ctx.kind}-refused`);
    assertTurkish(await subscribe({ ...device, endpoint: 'http://203.0.113.5/push/x' }), 400);
    assertTurkish(await subscribe({ ...device, endpoint: 'https://10.0.0.8/push/x' }), 400);
    assertTurkish(await subscribe({ ...device, endpoint: 'https://fcm.googleapis.com.evil.example/fcm/send/x' }), 400);
    assertTurkish(await subscribe({ ...device, keys: { p256dh: Buffer.alloc(65, 4).toString('base64url'), auth: device.keys.auth } }), 400);
    assertTurkish(await subscribe({ ...device, keys: { p256dh: device.keys.p256dh, auth: 'kısa' } }), 400);
    assertTurkish(await ctx.app.inject({ method: 'POST', url: DEVICES, payload: { endpoint: device.endpoint, keys: device.keys } }), 401);
    assert.deepEqual(await devices(), []);

    for (let i = 0; i < PUSH_DEVICES_PER_STAFF; i++) {
      const accepted = await subscribe(pushService.device(`${ctx.kind}-cap-${i}`));
      assert.equal(accepted.statusCode, 201, accepted.body);
    }
    assertTurkish(await subscribe(pushService.device(`${ctx.kind}-cap-extra`)), 400);
    await ctx.db.delete(crmPushSubscriptions).where(eq(crmPushSubscriptions.staffId, ownerId));
  });

  it("a lead from the public form reaches its owner's device within 2 s, encrypted for it, with no name or phone", async () => {
    phone = pushService.device(`${ctx.kind}-lead`);
    assert.equal((await subscribe(phone)).statusCode, 201);
    const { vapid_public_key: publicKey } = (await get(ctx.app, token, '/api/crm/bildirimler/anahtar/')).json() as PushKeyResponse;

    const proof = await registerAndVerify(ctx.app, '5329990077');
    const started = Date.now();
    const submitted = await submit(ctx.app, submitBody(proof, { phone: '5329990077', name: 'Zeynep', surname: 'Karaca' }));
    assert.equal(submitted.statusCode, 200, submitted.body);
    const customerId = (submitted.json() as { customer_id: number }).customer_id;

    const push = await pushService.nth(phone, 1, 2000);
    assert.ok(push.at - started < 2000, `${push.at - started} ms`);
    assert.equal(push.headers['content-encoding'], 'aes128gcm');
    assert.equal(push.headers.urgency, 'high');
    assert.match(String(push.headers.authorization), new RegExp(`^vapid t=[\\w-]+\\.[\\w-]+\\.[\\w-]+, k=${publicKey}$`));
    const payload = phone.decrypt(push) as PushPayload;
    assert.deepEqual(payload, {
      title: 'Yeni başvuru · 1 dk’dan az bekliyor',
      body: `Size atandı. Açmak için dokunun. Kayıt #${customerId}.`,
      url: `/crm/customer/${customerId}`,
      tag: `musteri-${customerId}`,
    });
    const text = JSON.stringify(payload);
    for (const personal of ['Zeynep', 'Karaca', '5329990077', '990077']) assert.equal(text.includes(personal), false, personal);
    await ctx.app.crmPush.idle();
    const [queued] = await ctx.db.select({ n: count() }).from(crmPushOutbox);
    assert.equal(queued?.n, 0, 'a sent notice leaves the queue');
    assert.ok((await devices())[0]!.son_bildirim, 'the device shows when it was last notified');
  });

  it('an escalation step reaches the device with the waited time; a device its push service calls expired (410) is dropped', async () => {
    clock.advance(6 * 60_000);
    await ctx.app.firstResponseJob.runOnce();
    await ctx.app.crmPush.idle();
    const step = phone.decrypt(await pushService.nth(phone, 2, 2000)) as PushPayload;
    assert.equal(step.title, 'Yeni başvuru · 6 dk bekliyor');
    assert.match(step.body, /^İlk yanıt hedefi aşıldı\./);

    pushService.answer(phone, 410);
    clock.advance(5 * 60_000);
    await ctx.app.firstResponseJob.runOnce();
    await ctx.app.crmPush.idle();
    assert.equal(pushService.received(phone).length, 3, 'the second step was tried');
    token = await signIn(ctx.app);
    assert.deepEqual(await devices(), [], 'the expired subscription is gone');
    const [left] = await ctx.db.select({ n: count() }).from(crmPushOutbox);
    assert.equal(left?.n, 0);
  });

  it('two instances sending from one queue send each notice once', async () => {
    const tablet = pushService.device(`${ctx.kind}-twice`);
    assert.equal((await subscribe(tablet)).statusCode, 201);
    const [keys] = await ctx.db.select().from(crmPushVapidKeys);
    const instance = () =>
      createPushQueue({
        db: ctx.db,
        sender: createPushSender(keys!, { subject: 'mailto:test@example.com', ttlSeconds: 60 }),
        now: clock.now,
        log: { warn: () => {} },
      });
    const [one, two] = [instance(), instance()];
    const notices = Array.from({ length: 30 }, (_, i) => ({
      staffIds: [ownerId],
      kind: 'geri_arama' as const,
      customerId: null,
      step: 1 as const,
      waitedMs: i * 60_000,
    }));
    // Queued on one instance (which starts sending at once) while the other goes at the same queue.
    const queued = await one.enqueue(notices);
    assert.equal(queued, 30);
    const [a, b] = await Promise.all([one.kick(), two.kick()]);
    await Promise.all([one.idle(), two.idle()]);
    assert.equal(a.sent + b.sent, 30);
    assert.equal(pushService.received(tablet).length, 30, 'each notice once');
    const titles = pushService.received(tablet).map((p) => (tablet.decrypt(p) as PushPayload).title);
    assert.equal(new Set(titles).size, 30);
  });
});
