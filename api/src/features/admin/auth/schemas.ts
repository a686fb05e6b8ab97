import { AdminDemoHintResponse, AdminLoginBody, AdminLoginResponse, AdminSessionResponse } from '@kredi/contracts/admin';
import { ErrorSchema, MessageSchema } from '../../../http/schemas.js';
import { ADMIN_TAG, guardedSchema } from '../schemas.js';

export const loginSchema = {
  tags: [ADMIN_TAG],
  summary: 'Yönetici girişi: kullanıcı adı ve şifre sunucuda doğrulanır, oturum anahtarı döner',
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
