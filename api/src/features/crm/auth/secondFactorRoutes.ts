import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  CrmEnrolConfirmBody,
  CrmEnrolConfirmResponse,
  CrmEnrolStartBody,
  CrmSecondFactorBody,
  crmMessages,
  VerifyCodeResponse,
} from '@kredi/contracts/crm';
import {
  CRM_SECOND_FACTOR_ROLES,
  RecoveryCodesResponse,
  SecondFactorStatusResponse,
  secondFactorMessages as m,
  TotpCodeBody,
  TotpEnrolmentResponse,
} from '@kredi/contracts/staff';
import type { FastifyRequest } from 'fastify';
import { clientIp } from '../../../http/clientIp.js';
import { ApiError } from '../../../http/errors.js';
import { ErrorSchema, MessageSchema } from '../../../http/schemas.js';
import { trimBodyStrings } from '../../../http/trimBody.js';
import { PUBLIC_ROUTE } from '../../../staff/guard.js';
import { guardedErrors, TAG } from '../schemas.js';
import { staffOf } from './requireStaff.js';
import { secondFactorRequired, type CrmSecondFactor } from './secondFactor.js';
import type { CrmAuthService, SignedIn } from './service.js';

export interface SecondFactorRoutesOptions {
  auth: CrmAuthService;
  secondFactor: CrmSecondFactor;
  demoMode: boolean;
}

const SETUP_ROLES = CRM_SECOND_FACTOR_ROLES;

const stepErrors = { 400: ErrorSchema, 401: ErrorSchema, 409: ErrorSchema, 413: ErrorSchema, 415: ErrorSchema, 429: ErrorSchema };
const ownErrors = { ...guardedErrors, 409: ErrorSchema, 429: ErrorSchema };

const sessionWire = (signedIn: SignedIn) => ({
  success: true as const,
  message: crmMessages.signedIn,
  token: signedIn.token,
  personel: signedIn.personel,
  expires_at: signedIn.expiresAt.toISOString(),
});

const enrolmentWire = (started: { qrSvg: string; secret: string; otpauthUrl: string }) => ({
  qr_svg: started.qrSvg,
  secret: started.secret,
  otpauth_url: started.otpauthUrl,
});

/**
 * /api/crm/auth/second-factor/...: the sign-in's step after the SMS code (the app's code or a recovery code, or
 * setting one up where it is required), and a signed-in 'yönetici' managing their own factor (docs/crm.md
 * 'Second factor'). Every change to a confirmed factor takes the app's current code.
 */
export const secondFactorRoutes: FastifyPluginAsyncTypebox<SecondFactorRoutesOptions> = async (app, options) => {
  const { auth, secondFactor, demoMode } = options;
  const common = { preValidation: trimBodyStrings };

  app.post(
    '/second-factor/',
    {
      ...common,
      schema: {
        tags: [TAG],
        summary: 'Girişin ikinci adımı: doğrulama uygulamasının kodu ya da bir kurtarma kodu; oturum anahtarı döner',
        body: CrmSecondFactorBody,
        response: { 200: VerifyCodeResponse, ...stepErrors },
      },
      config: PUBLIC_ROUTE,
    },
    async (request) => {
      const account = await secondFactor.verify(request.body.challenge, request.body.code, clientIp(request));
      return sessionWire(await auth.openSession(account));
    },
  );

  app.post(
    '/second-factor/enrol/',
    {
      ...common,
      schema: {
        tags: [TAG],
        summary: 'Zorunlu iki adımlı doğrulamanın girişte kurulumu: yeni gizli anahtar ve QR kodu (SVG)',
        body: CrmEnrolStartBody,
        response: { 200: TotpEnrolmentResponse, ...stepErrors },
      },
      config: PUBLIC_ROUTE,
    },
    async (request) => enrolmentWire(await secondFactor.startEnrolment({ challenge: request.body.challenge })),
  );

  app.post(
    '/second-factor/enrol/confirm/',
    {
      ...common,
      schema: {
        tags: [TAG],
        summary: 'Girişteki kurulumu ilk kodla onaylar: kurtarma kodları (bir kez gösterilir) ve oturum anahtarı',
        body: CrmEnrolConfirmBody,
        response: { 200: CrmEnrolConfirmResponse, ...stepErrors },
      },
      config: PUBLIC_ROUTE,
    },
    async (request) => {
      const done = await secondFactor.confirmEnrolment({ challenge: request.body.challenge }, request.body.code, clientIp(request));
      return { message: m.enrolled, recovery_codes: done.recoveryCodes, session: sessionWire(await auth.openSession(done.account)) };
    },
  );

  // The signed-in yönetici's own factor.
  const accountOf = async (request: FastifyRequest) => {
    const account = await secondFactor.accountOf(staffOf(request).id);
    if (!account) throw new ApiError(401, crmMessages.unauthorized);
    return account;
  };
  const guarded = { ...common, config: { roles: SETUP_ROLES } };

  app.get(
    '/second-factor/status/',
    {
      schema: {
        tags: [TAG],
        summary: 'İki adımlı doğrulamanın durumu ve kalan kurtarma kodu sayısı',
        response: { 200: SecondFactorStatusResponse, ...ownErrors },
      },
      config: { roles: SETUP_ROLES },
    },
    async (request) => {
      const member = staffOf(request);
      const status = await secondFactor.status(member.id);
      return {
        enrolled: status.enrolled,
        required: secondFactorRequired(member.role, demoMode),
        recovery_codes_left: status.recoveryCodesLeft,
      };
    },
  );

  app.post(
    '/second-factor/setup/',
    {
      ...guarded,
      schema: {
        tags: [TAG],
        summary: 'Kurulumu başlatır: yeni gizli anahtar ve QR kodu (SVG)',
        response: { 200: TotpEnrolmentResponse, ...ownErrors },
      },
    },
    async (request) => enrolmentWire(await secondFactor.startEnrolment({ account: await accountOf(request) })),
  );

  app.post(
    '/second-factor/setup/confirm/',
    {
      ...guarded,
      schema: {
        tags: [TAG],
        summary: 'Kurulumu uygulamanın ilk koduyla onaylar: kurtarma kodları (bir kez gösterilir)',
        body: TotpCodeBody,
        response: { 200: RecoveryCodesResponse, ...ownErrors },
      },
    },
    async (request) => {
      const done = await secondFactor.confirmEnrolment({ account: await accountOf(request) }, request.body.code, clientIp(request));
      return { message: m.enrolled, recovery_codes: done.recoveryCodes };
    },
  );

  app.post(
    '/second-factor/recovery-codes/',
    {
      ...guarded,
      schema: {
        tags: [TAG],
        summary: 'Uygulamanın güncel koduyla yeni kurtarma kodları; eskilerin hepsi geçersiz olur',
        body: TotpCodeBody,
        response: { 200: RecoveryCodesResponse, ...ownErrors },
      },
    },
    async (request) => {
      const codes = await secondFactor.renewRecoveryCodes(await accountOf(request), request.body.code, clientIp(request));
      return { message: m.recoveryCodesRenewed, recovery_codes: codes };
    },
  );

  app.post(
    '/second-factor/disable/',
    {
      ...guarded,
      schema: {
        tags: [TAG],
        summary: 'Uygulamanın güncel koduyla iki adımlı doğrulamayı kapatır',
        body: TotpCodeBody,
        response: { 200: MessageSchema, ...ownErrors },
      },
    },
    async (request) => {
      await secondFactor.disable(await accountOf(request), request.body.code, clientIp(request));
      return { message: m.disabled };
    },
  );
};
