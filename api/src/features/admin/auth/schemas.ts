import {
  AdminDemoHintResponse,
  AdminEnrolConfirmBody,
  AdminEnrolConfirmResponse,
  AdminEnrolStartBody,
  AdminEnrolStartResponse,
  AdminLoginBody,
  AdminLoginResponse,
  AdminSecondFactorBody,
  AdminSessionGranted,
  AdminSessionResponse,
} from '@kredi/contracts/admin';
import { RecoveryCodesResponse, SecondFactorStatusResponse, TotpCodeBody } from '@kredi/contracts/staff';
import { ErrorSchema, MessageSchema } from '../../../http/schemas.js';
import { ADMIN_TAG, guardedSchema } from '../schemas.js';

export const loginSchema = {
  tags: [ADMIN_TAG],
  summary:
    'Yönetici girişi: kullanıcı adı ve şifre sunucuda doğrulanır; oturum anahtarı ya da iki adımlı doğrulama adımı döner (demo modu dışında zorunlu)',
  body: AdminLoginBody,
  response: { 200: AdminLoginResponse, 400: ErrorSchema, 401: ErrorSchema, 413: ErrorSchema, 415: ErrorSchema, 429: ErrorSchema },
};

export const demoHintSchema = {
  tags: [ADMIN_TAG],
  summary: 'Demo ipucu: yalnızca demo modunda demo giriş bilgileri, aksi halde null',
  response: { 200: AdminDemoHintResponse },
};

export const sessionSchema = guardedSchema({
  summary: 'Oturum kontrolü: anahtar geçerliyse yöneticiyi döner',
  response: { 200: AdminSessionResponse },
});

export const logoutSchema = guardedSchema({
  summary: 'Çıkış: oturum anahtarı sunucuda iptal edilir',
  response: { 200: MessageSchema },
});

const signInErrors = { 400: ErrorSchema, 401: ErrorSchema, 409: ErrorSchema, 413: ErrorSchema, 415: ErrorSchema, 429: ErrorSchema };

export const secondFactorSchema = {
  tags: [ADMIN_TAG],
  summary: 'Girişin ikinci adımı: doğrulama uygulamasının 6 haneli kodu ya da bir kurtarma kodu; oturum anahtarı döner',
  body: AdminSecondFactorBody,
  response: { 200: AdminSessionGranted, ...signInErrors },
};

export const enrolStartSchema = {
  tags: [ADMIN_TAG],
  summary: 'İki adımlı doğrulama kurulumu (şifreden hemen sonra): yeni gizli anahtar ve QR kodu (SVG)',
  body: AdminEnrolStartBody,
  response: { 200: AdminEnrolStartResponse, ...signInErrors },
};

export const enrolConfirmSchema = {
  tags: [ADMIN_TAG],
  summary: 'Kurulumu uygulamanın ilk koduyla onaylar: kurtarma kodları (bir kez gösterilir) ve oturum anahtarı',
  body: AdminEnrolConfirmBody,
  response: { 200: AdminEnrolConfirmResponse, ...signInErrors },
};

export const setupStartSchema = guardedSchema({
  summary: 'Oturum açıkken iki adımlı doğrulama kurulumu: yeni gizli anahtar ve QR kodu (SVG)',
  response: { 200: AdminEnrolStartResponse, 401: ErrorSchema, 429: ErrorSchema },
});

export const setupConfirmSchema = guardedSchema({
  summary: 'Oturum açıkken kurulumu uygulamanın ilk koduyla onaylar: kurtarma kodları (bir kez gösterilir)',
  body: AdminEnrolConfirmBody,
  response: { 200: AdminEnrolConfirmResponse, 401: ErrorSchema, 429: ErrorSchema },
});

const ownFactorErrors = { 400: ErrorSchema, 401: ErrorSchema, 409: ErrorSchema, 429: ErrorSchema };

export const factorStatusSchema = guardedSchema({
  summary: 'Oturumdaki hesabın iki adımlı doğrulaması: kurulu mu, zorunlu mu, kaç kurtarma kodu kaldı',
  response: { 200: SecondFactorStatusResponse },
});

export const renewRecoveryCodesSchema = guardedSchema({
  summary: 'Uygulamanın güncel koduyla yeni kurtarma kodları (bir kez gösterilir); eski kodların hepsi geçersiz olur',
  body: TotpCodeBody,
  response: { 200: RecoveryCodesResponse, ...ownFactorErrors },
});

export const disableFactorSchema = guardedSchema({
  summary: 'Uygulamanın güncel koduyla iki adımlı doğrulamayı kapatır (yeni telefon için kapatıp yeniden kurulur)',
  body: TotpCodeBody,
  response: { 200: MessageSchema, ...ownFactorErrors },
});
