import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  crmMessages as m,
  crmSecondFactorMessages,
  CrmVerifyAnswer,
  DemoHintResponse,
  PersonelSchema,
  SendCodeBody,
  SuccessResponse,
  VerifyCodeBody,
} from '@kredi/contracts/crm';
import { Type } from '@sinclair/typebox';
import { clientIp } from '../../../http/clientIp.js';
import { ErrorSchema } from '../../../http/schemas.js';
import { trimBodyStrings } from '../../../http/trimBody.js';
import { guardedErrors, TAG } from '../schemas.js';
import { staffOf } from './requireStaff.js';
import { PUBLIC_ROUTE } from '../../../staff/guard.js';
import { CRM_ROLES } from '@kredi/contracts/staff';
import { toPersonel, type CrmAuthService } from './service.js';

export interface AuthRoutesOptions {
  auth: CrmAuthService;
  /** Demo mode only: the number the sign-in page suggests. */
  demoPhone: string | undefined;
}

const signInErrors = { 400: ErrorSchema, 413: ErrorSchema, 415: ErrorSchema, 429: ErrorSchema };

/** /api/crm/auth/...: send-code and verify-code (public), logout and me (any CRM role), demo-hint (demo only, public). */
export const authRoutes: FastifyPluginAsyncTypebox<AuthRoutesOptions> = async (app, { auth, demoPhone }) => {
  app.post(
    '/send-code/',
    {
      schema: {
        tags: [TAG],
        summary: 'Personel girişi: SMS kodu gönderir (kayıtlı olmayan numaralara aynı yanıt verilir)',
        body: SendCodeBody,
        response: { 200: SuccessResponse, ...signInErrors },
      },
      preValidation: trimBodyStrings,
      config: PUBLIC_ROUTE,
    },
    async (request) => {
      await auth.sendCode(request.body.telefon, clientIp(request), request.log);
      return { success: true, message: m.codeSentServer };
    },
  );

  app.post(
    '/verify-code/',
    {
      schema: {
        tags: [TAG],
        summary:
          'Personel girişi: kodu doğrular, oturum anahtarı ve personel kaydı döner; iki adımlı doğrulaması olan hesaba ikinci adım döner',
        body: VerifyCodeBody,
        response: { 200: CrmVerifyAnswer, ...signInErrors },
      },
      preValidation: trimBodyStrings,
      config: PUBLIC_ROUTE,
    },
    async (request) => {
      const signedIn = await auth.verifyCode(request.body.telefon, request.body.kod, clientIp(request));
      if ('purpose' in signedIn) {
        return {
          success: true as const,
          message: signedIn.purpose === 'totp' ? crmSecondFactorMessages.codeAccepted : crmSecondFactorMessages.enrolRequired,
          second_factor: signedIn.purpose,
          challenge: signedIn.challenge,
          expires_at: signedIn.expiresAt.toISOString(),
        };
      }
      return {
        success: true as const,
        message: m.signedIn,
        token: signedIn.token,
        personel: signedIn.personel,
        expires_at: signedIn.expiresAt.toISOString(),
      };
    },
  );

  app.post(
    '/logout/',
    {
      schema: { tags: [TAG], summary: 'Oturumu sunucuda kapatır', response: { 200: SuccessResponse, ...guardedErrors } },
      config: { roles: CRM_ROLES },
    },
    async (request) => {
      await auth.signOut(staffOf(request).sessionId);
      return { success: true, message: m.signedOut };
    },
  );

  app.get(
    '/me/',
    {
      schema: {
        tags: [TAG],
        summary: 'Oturumdaki personel',
        response: { 200: Type.Object({ personel: PersonelSchema }), ...guardedErrors },
      },
      config: { roles: CRM_ROLES },
    },
    async (request) => ({ personel: toPersonel(staffOf(request)) }),
  );

  if (demoPhone) {
    app.get(
      '/demo-hint/',
      {
        schema: { tags: [TAG], summary: 'Demo modu: giriş için kullanılacak numara', response: { 200: DemoHintResponse } },
        config: PUBLIC_ROUTE,
      },
      async () => ({
        telefon: demoPhone,
        message: m.demoHint,
        sms_kutusu: `/api/dev/sms-outbox/?phone=${demoPhone.slice(1)}`,
      }),
    );
  }
};
