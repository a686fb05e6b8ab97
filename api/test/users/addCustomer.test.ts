import assert from 'node:assert/strict';
import { beforeEach, describe, it } from 'node:test';
import { eq } from 'drizzle-orm';
import { customerApplications, customers, kvkkConsents, phoneVerifications } from '../../src/db/schema/index.js';
import { withApps } from '../helpers/withApps.js';
import {
  CLIENT_IP,
  OTHER_PHONE,
  PHONE,
  assertTurkishError,
  clearUsersTables,
  latestCode,
  manualClock,
  register,
  registerAndVerify,
  submit,
  submitBody,
  unknownFindeksBody,
} from './helpers.js';

const NOT_VERIFIED = 'Lütfen önce telefon numaranızı doğrulayınız.';
const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;

withApps('users API: add-customer', {}, (ctx) => {
  let clock = manualClock();

  beforeEach(async () => {
    await clearUsersTables(ctx.db);
    clock = manualClock();
    ctx.app.usersRuntime.now = clock.now;
  });

  const customerRows = () => ctx.db.select().from(customers);
  const callMe = (body: Record<string, unknown>) => ctx.app.inject({ method: 'POST', url: '/api/users/add-customer/', payload: body });

  describe('full submit', () => {
    it('is refused (403) without a proof, with the code in its place, and for a phone that never registered', async () => {
      await register(ctx.app);
      const code = await latestCode(ctx.app);
      const unverified = await submit(ctx.app, submitBody(code));
      assertTurkishError(unverified, 403);
      assert.equal(unverified.json().message, NOT_VERIFIED);
      const unknown = await submit(ctx.app, submitBody('1234', { phone: OTHER_PHONE }));
      assertTurkishError(unknown, 403);
      assert.equal((await customerRows()).length, 0);
    });

    it('stores the customer with every CRM field and the KVKK consent, and answers the credit limit', async () => {
      const proof = await registerAndVerify(ctx.app);
      const response = await submit(ctx.app, submitBody(proof));
      assert.equal(response.statusCode, 200, response.body);
      const body = response.json();
      assert.deepEqual(Object.keys(body).sort(), ['credit_limit', 'customer_id', 'findeks_pending', 'message', 'result']);
      // The page shows the result texts the server decided (docs/architecture.md, 'Credit-limit form').
      assert.equal(body.result.kind, body.credit_limit > 0 ? 'limit' : 'none');
      assert.equal(body.message, 'Başvurunuz başarıyla alınmıştır!');
      assert.equal(body.credit_limit, 719_000); // scoring.test.ts: the same profile scores 78 points
      assert.equal(body.findeks_pending, false);

      const [row] = await customerRows();
      assert.ok(row);
      assert.equal(row.id, body.customer_id);
      const [verification] = await ctx.db.select().from(phoneVerifications).where(eq(phoneVerifications.phone, PHONE));
      assert.deepEqual(
        {
          fullName: row.fullName,
          name: row.name,
          surname: row.surname,
          phone: row.phone,
          tc: row.tc,
          birthDate: row.birthDate,
          gender: row.gender,
          city: row.city,
          location: row.location,
          age: row.age,
          sgkStatus: row.sgkStatus,
          legalFollowup: row.legalFollowup,
          lastCreditUsage: row.lastCreditUsage,
          currentAccountLimit: row.currentAccountLimit,
          monthlyCreditPayment: row.monthlyCreditPayment,
          last3MonthsCreditApplications: row.last3MonthsCreditApplications,
          findeksScore: row.findeksScore,
          findeksFlag: row.findeksFlag,
          findeksCount: row.findeksCount,
          findeksRequestDate: row.findeksRequestDate,
          findeksIndex: row.findeksIndex,
          homeIndex: row.homeIndex,
          infoIndex: row.infoIndex,
          calculatedCreditLimit: row.calculatedCreditLimit,
          recommendedLimit: row.recommendedLimit,
          isVerified: row.isVerified,
          isBlacklisted: row.isBlacklisted,
          callme: row.callme,
          crmStage: row.crmStage,
          source: row.source,
          ip: row.ip,
          kvkkIsVerified: row.kvkkIsVerified,
          userCrmId: row.userCrmId,
          remindingSmsSent: row.remindingSmsSent,
          crmNote: row.crmNote,
          assignedStaffId: row.assignedStaffId,
          verificationId: row.verificationId,
          userId: row.userId,
        },
        {
          fullName: 'Ayşe Yılmaz',
          name: 'Ayşe',
          surname: 'Yılmaz',
          phone: PHONE,
          tc: '',
          birthDate: null,
          gender: '',
          city: 'Antalya',
          location: 'Antalya',
          age: 39,
          sgkStatus: 1,
          legalFollowup: 0,
          lastCreditUsage: 7,
          currentAccountLimit: 999000,
          monthlyCreditPayment: 9999,
          last3MonthsCreditApplications: 1,
          findeksScore: 1499,
          findeksFlag: false,
          findeksCount: 0,
          findeksRequestDate: null,
          findeksIndex: '0',
          homeIndex: '0',
          infoIndex: '0',
          calculatedCreditLimit: 719_000,
          recommendedLimit: 575_000,
          isVerified: true,
          isBlacklisted: false,
          callme: false,
          crmStage: 'aranacak',
          source: 'instagram',
          ip: CLIENT_IP, // what the server saw behind the proxy, not the body's '1.2.3.4'
          kvkkIsVerified: true,
          userCrmId: null,
          remindingSmsSent: false,
          crmNote: '',
          assignedStaffId: null,
          verificationId: verification!.id,
          userId: verification!.userId,
        },
      );
      assert.equal(row.createdAt.getTime(), clock.now().getTime());
      assert.equal(row.updatedAt.getTime(), clock.now().getTime());

      const consents = await ctx.db.select().from(kvkkConsents);
      assert.equal(consents.length, 1);
      assert.equal(consents[0]!.customerId, row.id);
      assert.equal(consents[0]!.phone, PHONE);
      assert.equal(consents[0]!.ip, CLIENT_IP);
      assert.equal(consents[0]!.noticeVersion, '2026-11-24');
      assert.equal(consents[0]!.consentedAt.getTime(), clock.now().getTime());
    });

    it('for an unknown Findeks score: credit_limit 0, findeks_pending true, identity fields stored', async () => {
      const proof = await registerAndVerify(ctx.app);
      const response = await submit(ctx.app, unknownFindeksBody(proof));
      assert.equal(response.statusCode, 200, response.body);
      assert.deepEqual(response.json(), {
        message:
          'Başvurunuz başarıyla alınmıştır! Findeks raporunuz onaylandıktan sonra tüm bankalardaki limitleriniz SMS ile gönderilecektir.',
        credit_limit: 0,
        customer_id: response.json().customer_id,
        findeks_pending: true,
        result: {
          kind: 'findeks',
          lines: ['Findeks raporunuz onaylandıktan sonra tüm bankalardan alabileceğiniz kredi limitleri size SMS ile gönderilecektir.'],
        },
      });
      const [row] = await customerRows();
      assert.equal(row!.findeksScore, 1);
      assert.equal(row!.findeksFlag, true);
      assert.equal(row!.birthDate, '1990-05-17');
      assert.equal(row!.tc, '10000000146');
      assert.equal(row!.gender, 'Kadın');
      assert.equal(row!.fullName, 'Ayşe Nur Yılmaz');
      assert.equal(row!.findeksRequestDate?.getTime(), clock.now().getTime());
    });

    it('answers credit_limit 0 with its own message for a disqualifying answer', async () => {
      const proof = await registerAndVerify(ctx.app);
      const response = await submit(ctx.app, submitBody(proof, { legal_followup: 1 }));
      assert.equal(response.statusCode, 200);
      assert.equal(response.json().credit_limit, 0);
      assert.equal(response.json().findeks_pending, false);
      assert.match(response.json().message, /kredi limiti oluşturulamadı/);
    });

    it('makes exactly one customer from concurrent identical submits, all with the same answer', async () => {
      const proof = await registerAndVerify(ctx.app);
      const answers = await Promise.all(Array.from({ length: 8 }, () => submit(ctx.app, submitBody(proof))));
      for (const answer of answers) assert.equal(answer.statusCode, 200, answer.body);
      const bodies = new Set(answers.map((a) => a.body));
      assert.equal(bodies.size, 1, [...bodies].join('\n'));
      assert.equal((await customerRows()).length, 1);
      assert.equal(await ctx.db.$count(kvkkConsents), 1);
    });

    it('answers a later retry of the same application with the first answer', async () => {
      const proof = await registerAndVerify(ctx.app);
      const first = await submit(ctx.app, submitBody(proof));
      clock.advance(30 * MINUTE);
      const retry = await submit(ctx.app, submitBody(proof, { findeks_score: 1900 }));
      assert.equal(retry.statusCode, 200);
      assert.equal(retry.body, first.body);
      assert.equal((await customerRows()).length, 1);
    });

    it('a second submission of the phone within 30 days joins its customer as an application; the answer tells nothing', async () => {
      const first = await registerAndVerify(ctx.app);
      const firstAnswer = (await submit(ctx.app, submitBody(first))).json() as { customer_id: number };
      clock.advance(29 * DAY);
      const second = await registerAndVerify(ctx.app);
      const joined = await submit(ctx.app, submitBody(second, { legal_followup: 1 }));
      assert.equal(joined.statusCode, 200);
      assert.equal((await customerRows()).length, 1, 'no second row');
      const applications = await ctx.db.select().from(customerApplications);
      assert.equal(applications.length, 1);
      assert.equal(applications[0]!.customerId, firstAnswer.customer_id);
      // The visitor gets the answer of what they sent now (a fresh phone with the same answers gets the same text).
      const fresh = await registerAndVerify(ctx.app, OTHER_PHONE);
      const freshAnswer = (await submit(ctx.app, submitBody(fresh, { phone: OTHER_PHONE, legal_followup: 1 }))).json() as Record<
        string,
        unknown
      >;
      const { customer_id: joinedId, ...joinedRest } = joined.json() as Record<string, unknown>;
      const { customer_id: _freshId, ...freshRest } = freshAnswer;
      assert.equal(joinedId, firstAnswer.customer_id);
      assert.deepEqual(joinedRest, freshRest);
      // A retry of the joining submission answers the same and stores nothing more.
      assert.deepEqual((await submit(ctx.app, submitBody(second, { legal_followup: 1 }))).json(), joined.json());
      assert.equal((await ctx.db.select().from(customerApplications)).length, 1);
      // After 30 days from the customer's creation the phone makes a new customer.
      clock.advance(2 * DAY);
      const third = await registerAndVerify(ctx.app);
      assert.equal((await submit(ctx.app, submitBody(third))).statusCode, 200);
      assert.equal((await customerRows()).length, 3);
    });

    it('keeps the proof valid for an hour, then refuses', async () => {
      const proof = await registerAndVerify(ctx.app);
      clock.advance(60 * MINUTE - 1000);
      assert.equal((await submit(ctx.app, submitBody(proof))).statusCode, 200);
      await clearUsersTables(ctx.db);
      const late = await registerAndVerify(ctx.app);
      clock.advance(60 * MINUTE);
      assertTurkishError(await submit(ctx.app, submitBody(late)), 403);
    });

    it('refuses a wrong proof with 403, and any number of wrong proofs leaves the right one working', async () => {
      const proof = await registerAndVerify(ctx.app);
      // Last character changed to each of eight others (never to itself: then it would be the right proof).
      const others = [...'ABCDEFGHIJ'].filter((ch) => ch !== proof.at(-1)).slice(0, 8);
      for (const ch of others) assertTurkishError(await submit(ctx.app, submitBody(`${proof.slice(0, -1)}${ch}`)), 403);
      assert.equal((await customerRows()).length, 0);
      assert.equal((await submit(ctx.app, submitBody(proof))).statusCode, 200);
    });

    it('does not let another phone use a proof', async () => {
      const proof = await registerAndVerify(ctx.app);
      await register(ctx.app, OTHER_PHONE);
      assertTurkishError(await submit(ctx.app, submitBody(proof, { phone: OTHER_PHONE })), 403);
    });

    describe('source', () => {
      it("is derived on the server from the page's referrer; a source named by the browser is ignored", async () => {
        const proof = await registerAndVerify(ctx.app);
        const response = await submit(ctx.app, submitBody(proof, { source: 'tiktok', referrer: 'https://l.facebook.com/l.php?u=x' }));
        assert.equal(response.statusCode, 200, response.body);
        assert.equal((await customerRows())[0]!.source, 'facebook');
      });

      it('is empty for our own pages, an unknown site or no referrer', async () => {
        for (const referrer of ['https://kredi.example/form', 'https://example.com/', undefined]) {
          await clearUsersTables(ctx.db);
          const proof = await registerAndVerify(ctx.app);
          const body = submitBody(proof, { source: 'google', referrer });
          if (referrer === undefined) delete body.referrer;
          assert.equal((await submit(ctx.app, body)).statusCode, 200);
          assert.equal((await customerRows())[0]!.source, '', String(referrer));
        }
      });
    });

    describe('every field is checked: 4xx with a Turkish message, never 500, nothing written', () => {
      const hostile = ['<script>alert(1)</script>', "' OR 1=1 --", '\u0000', '{"$gt":""}', '../../etc/passwd'];
      const fields: Record<string, unknown[]> = {
        phone: [undefined, '', 5321234567, '0532123456', '5101234567', '5'.repeat(11), '5'.repeat(5000), ['5321234567'], null, ...hostile],
        verification_proof: [undefined, '', 1234, '12a4', 'x'.repeat(65), '9'.repeat(5000), { $ne: '' }, null, ...hostile],
        name: [undefined, '', 'A', 42, 'x'.repeat(51), 'salak', 'Şerefsiz', null, ['Ayşe'], ...hostile],
        surname: [undefined, '', 'B', 42, 'y'.repeat(51), 'GERİZEKALI', null, ...hostile],
        age: [undefined, '39', 23, 17, 67, 0, -1, 39.5, 1e308, null, true, [39], { v: 39 }],
        city: [undefined, '', 'Istanbul', 'istanbul', 'Paris', 34, 'İstanbul'.repeat(10), null, ...hostile],
        sgk_status: [undefined, '1', 0, 8, 1.5, null, true],
        legal_followup: [undefined, '0', 2, 4, 7, -1, null],
        last_credit_usage: [undefined, '0', 2, 5, 8, null],
        current_account_limit: [undefined, '499000', 500000, 0, -499000, 2 ** 53, null],
        monthly_credit_payment: [undefined, '0', 10000, -1, null],
        last_3_months_credit_applications: [undefined, '0', 2, 3, 6, null],
        findeks_score: [undefined, '1499', 1500, 1, 2, -1, 0.5, 99999, null],
        findeks_flag: ['true', 1, true, null],
        birth_date: ['1990-05-17', 19900517, null],
        tc: ['10000000146', 10000000146, '1'.repeat(12), null],
        gender: ['Kadın', 1, null],
        kvkk_is_verified: [undefined, false, 'true', 1, null],
        referrer: [7, null, true, 'x'.repeat(2049)],
        home_index: ['a', '1'.repeat(9), 0, null],
        info_index: ['-1', null, 1],
        findeks_index: ['0x1', false],
      };
      for (const [field, values] of Object.entries(fields)) {
        it(field, async () => {
          const proof = await registerAndVerify(ctx.app);
          for (const value of values) {
            const body = submitBody(proof);
            if (value === undefined) delete body[field];
            else body[field] = value;
            const response = await submit(ctx.app, body);
            assertTurkishError(response);
            // A proof that is missing or wrong but well-formed is simply not a proof: 403.
            const allowed = field === 'verification_proof' ? [400, 403, 413] : [400, 413];
            assert.ok(allowed.includes(response.statusCode), `${field}=${JSON.stringify(value)}: ${response.statusCode}`);
            const errors = response.json().errors as Record<string, string> | undefined;
            if (errors) assert.ok(Object.values(errors).every((m) => typeof m === 'string' && m.length > 0));
          }
          assert.equal((await customerRows()).length, 0);
          assert.equal(await ctx.db.$count(kvkkConsents), 0);
        });
      }

      it('unknown Findeks needs birth date (18-100, real date), TC and gender', async () => {
        const proof = await registerAndVerify(ctx.app);
        const bad: Array<Record<string, unknown>> = [
          { birth_date: '' },
          { birth_date: '17/05/1990' },
          { birth_date: '1990-02-30' },
          { birth_date: '2010-01-01' }, // 15 years old on 2025-06-15
          { birth_date: '1920-01-01' }, // 105
          { tc: '' },
          { tc: '17291716050' },
          { tc: '01234567890' },
          { gender: '' },
          { gender: 'erkek' },
          { findeks_flag: false },
          { findeks_flag: undefined },
          { name: 'Ayşe', surname: '' },
        ];
        for (const override of bad) {
          const body = unknownFindeksBody(proof, override);
          for (const [k, v] of Object.entries(override)) if (v === undefined) delete body[k];
          const response = await submit(ctx.app, body);
          assertTurkishError(response, 400);
        }
        assert.equal((await customerRows()).length, 0);
        // Ages 18 and 100 by year difference are fine; the form's 0 is read as "unknown" too.
        assert.equal((await submit(ctx.app, unknownFindeksBody(proof, { birth_date: '2007-12-31' }))).statusCode, 200);
        await clearUsersTables(ctx.db);
        const other = await registerAndVerify(ctx.app);
        const zero = await submit(ctx.app, unknownFindeksBody(other, { findeks_score: 0, birth_date: '1925-01-01' }));
        assert.equal(zero.statusCode, 200, zero.body);
        assert.equal((await customerRows())[0]!.findeksScore, 1);
      });

      it('a known Findeks score must come without birth date, TC and gender, and without the flag', async () => {
        const proof = await registerAndVerify(ctx.app);
        for (const override of [{ tc: '10000000146' }, { birth_date: '1990-05-17' }, { gender: 'Erkek' }, { findeks_flag: true }]) {
          const response = await submit(ctx.app, submitBody(proof, override));
          assertTurkishError(response, 400);
        }
        assert.equal((await submit(ctx.app, submitBody(proof, { findeks_flag: false }))).statusCode, 200);
      });

      it('an oversized body gets 413', async () => {
        const proof = await registerAndVerify(ctx.app);
        const response = await submit(ctx.app, submitBody(proof, { extra: 'x'.repeat(70_000) }));
        assertTurkishError(response, 413);
      });

      it('KVKK consent missing gets the spec text', async () => {
        const proof = await registerAndVerify(ctx.app);
        const response = await submit(ctx.app, submitBody(proof, { kvkk_is_verified: false }));
        assert.equal(response.json().message, 'Lütfen KVKK metnini onaylayınız.');
      });
    });
  });

  describe('call-me', () => {
    it('marks the customer of the verified phone for a call back', async () => {
      const proof = await registerAndVerify(ctx.app);
      const created = await submit(ctx.app, submitBody(proof));
      const response = await callMe({ phone: PHONE, callme: true, verification_proof: proof });
      assert.equal(response.statusCode, 200, response.body);
      assert.deepEqual(response.json(), {
        message: 'Geri arama talebiniz alındı. En kısa sürede sizi arayacağız.',
        customer_id: created.json().customer_id,
        callme: true,
      });
      const [row] = await customerRows();
      assert.equal(row!.callme, true);
      assert.equal((await customerRows()).length, 1, 'call-me does not create a customer');
      // Switching off is accepted too.
      const off = await callMe({ phone: PHONE, callme: false, verification_proof: proof });
      assert.equal(off.statusCode, 200);
      assert.equal((await customerRows())[0]!.callme, false);
    });

    it('is refused without a proof (the code itself proves nothing)', async () => {
      await register(ctx.app);
      const code = await latestCode(ctx.app);
      const response = await callMe({ phone: PHONE, callme: true, verification_code: code });
      assertTurkishError(response, 403);
      assert.equal(response.json().message, NOT_VERIFIED);
    });

    it('answers 404 when the verified phone has no application yet', async () => {
      const proof = await registerAndVerify(ctx.app);
      const response = await callMe({ phone: PHONE, callme: true, verification_proof: proof });
      assertTurkishError(response, 404);
    });

    it('checks its fields', async () => {
      const proof = await registerAndVerify(ctx.app);
      await submit(ctx.app, submitBody(proof));
      const invalidPhone = await callMe({ phone: '0532', callme: true, verification_proof: proof });
      assertTurkishError(invalidPhone, 400);
      assert.equal(invalidPhone.json().message, 'Lütfen geçerli bir telefon numarası giriniz.');
      for (const body of [
        { phone: PHONE, callme: 'yes', verification_proof: proof },
        { phone: PHONE, callme: 1, verification_proof: proof },
        { phone: PHONE, callme: null, verification_proof: proof },
        { phone: PHONE, callme: true },
        { phone: PHONE, callme: true, verification_proof: 1234 },
        { callme: true, verification_proof: proof },
        { phone: [PHONE], callme: true, verification_proof: proof },
      ]) {
        assertTurkishError(await callMe(body));
      }
      assert.equal((await customerRows())[0]!.callme, false);
    });
  });
});
