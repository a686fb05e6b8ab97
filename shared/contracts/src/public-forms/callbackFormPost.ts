import { callbackMessages } from './callbackRequest';

/**
 * The footer's callback form without JavaScript: the browser posts it (never a GET, which would put the number in
 * the address, the history and every log), the API stores the request as it does the page's JSON, and answers with a
 * redirect back to the page the form was on. The outcome travels as the address's fragment, which names the message
 * to show (CSS `:target`: no script needed) and carries nothing about the visitor.
 */
export const CALLBACK_FORM_POST_PATH = '/api/callback-request/form/';

/** The hidden field naming the page the form was sent from. */
export const CALLBACK_FORM_PAGE_FIELD = 'sayfa';

export const CALLBACK_FORM_OUTCOMES = {
  created: { anchor: 'geri-arama-alindi', text: callbackMessages.created },
  required: { anchor: 'geri-arama-bos', text: callbackMessages.phoneRequired },
  invalid: { anchor: 'geri-arama-gecersiz', text: callbackMessages.phoneInvalid },
  limited: { anchor: 'geri-arama-sinir', text: 'Çok fazla talep gönderdiniz. Lütfen bir süre sonra tekrar deneyin.' },
  failed: { anchor: 'geri-arama-hata', text: 'Telefon numaranız kaydedilirken bir hata oluştu. Lütfen daha sonra tekrar deneyin.' },
} as const;
export type CallbackFormOutcome = keyof typeof CALLBACK_FORM_OUTCOMES;

/**
 * The path to send the visitor back to: the form's page if it is a plain path of this site, otherwise home. Never
 * another host (`//evil.example`, `/\evil.example`, a scheme): the redirect must not become an open one.
 */
export function callbackFormReturnPath(raw: unknown): string {
  if (typeof raw !== 'string' || raw.length > 512) return '/';
  if (!/^\/(?![/\\])[A-Za-z0-9\-._~/%çğıöşüÇĞİÖŞÜ]*$/.test(raw)) return '/';
  return raw;
}

/** Where the answer to a posted form sends the browser. */
export function callbackFormRedirect(page: unknown, outcome: CallbackFormOutcome): string {
  return `${callbackFormReturnPath(page)}#${CALLBACK_FORM_OUTCOMES[outcome].anchor}`;
}
