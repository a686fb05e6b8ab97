import { SmsSendError, type SmsFailureKind, type SmsProvider } from './types.js';

export const NETGSM_DEFAULT_BASE_URL = 'https://api.netgsm.com.tr';
export const NETGSM_OTP_PATH = '/sms/rest/v2/otp';
export const NETGSM_DEFAULT_TIMEOUT_MS = 10_000;

export interface NetgsmOptions {
  /** Default https://api.netgsm.com.tr (tests point it at a local fake). */
  baseUrl?: string;
  usercode: string;
  password: string;
  /** The approved sender name (mesaj başlığı). */
  msgheader: string;
  /** Abort the call after this long (default 10 s). */
  timeoutMs?: number;
  /** Injected for tests; the global fetch otherwise. */
  fetch?: typeof fetch;
}

/**
 * Netgsm answer codes of the REST v2 SMS/OTP endpoints ("00" is success). Anything not
 * listed counts as "unavailable" (try later).
 */
const NETGSM_CODES: Record<string, { kind: SmsFailureKind; text: string }> = {
  '20': { kind: 'rejected', text: 'message text problem or too long' },
  '30': { kind: 'misconfigured', text: 'invalid credentials, no API access or IP not allowed' },
  '40': { kind: 'misconfigured', text: 'sender header (msgheader) not defined' },
  '41': { kind: 'misconfigured', text: 'sender header (msgheader) not allowed' },
  '50': { kind: 'misconfigured', text: 'account cannot send IYS-controlled messages' },
  '51': { kind: 'misconfigured', text: 'no IYS brand for this account' },
  '60': { kind: 'misconfigured', text: 'no OTP package on the account' },
  '70': { kind: 'rejected', text: 'invalid or missing parameters' },
  '80': { kind: 'unavailable', text: 'sending limit exceeded' },
  '100': { kind: 'unavailable', text: 'Netgsm system error' },
};

function readCode(body: unknown): string | undefined {
  if (body && typeof body === 'object' && 'code' in body) {
    const code = (body as { code: unknown }).code;
    if (typeof code === 'string' || typeof code === 'number') return String(code);
  }
  return undefined;
}

function readJobId(body: unknown): string | undefined {
  if (body && typeof body === 'object' && 'jobid' in body) {
    const jobid = (body as { jobid: unknown }).jobid;
    if (typeof jobid === 'string' || typeof jobid === 'number') return String(jobid);
  }
  return undefined;
}

/**
 * Netgsm OTP SMS: POST {baseUrl}/sms/rest/v2/otp with JSON {msgheader, msg, no} and HTTP
 * Basic auth (usercode:password). Success is an answer whose `code` is "00".
 */
export function createNetgsmSmsProvider(options: NetgsmOptions): SmsProvider {
  const baseUrl = (options.baseUrl ?? NETGSM_DEFAULT_BASE_URL).replace(/\/+$/, '');
  const url = `${baseUrl}${NETGSM_OTP_PATH}`;
  const timeoutMs = options.timeoutMs ?? NETGSM_DEFAULT_TIMEOUT_MS;
  const doFetch = options.fetch ?? fetch;
  const authorization = `Basic ${Buffer.from(`${options.usercode}:${options.password}`, 'utf8').toString('base64')}`;

  return {
    name: 'netgsm',
    async send(phone, message) {
      let response: Response;
      try {
        response = await doFetch(url, {
          method: 'POST',
          headers: { 'content-type': 'application/json', accept: 'application/json', authorization },
          body: JSON.stringify({ msgheader: options.msgheader, msg: message, no: phone }),
          signal: AbortSignal.timeout(timeoutMs),
          redirect: 'error',
        });
      } catch (error) {
        const name = (error as { name?: string } | null)?.name;
        if (name === 'TimeoutError' || name === 'AbortError') {
          throw new SmsSendError('timeout', `Netgsm did not answer within ${timeoutMs} ms`, undefined, { cause: error });
        }
        throw new SmsSendError('unavailable', 'Netgsm could not be reached', undefined, { cause: error });
      }

      let text: string;
      try {
        text = await response.text();
      } catch (error) {
        const name = (error as { name?: string } | null)?.name;
        const kind: SmsFailureKind = name === 'TimeoutError' || name === 'AbortError' ? 'timeout' : 'unavailable';
        throw new SmsSendError(kind, 'Netgsm answer could not be read', String(response.status), { cause: error });
      }

      if (response.status === 401 || response.status === 403) {
        throw new SmsSendError('misconfigured', `Netgsm refused the credentials (HTTP ${response.status})`, String(response.status));
      }
      if (!response.ok) {
        const kind: SmsFailureKind = response.status >= 500 || response.status === 429 ? 'unavailable' : 'rejected';
        throw new SmsSendError(kind, `Netgsm answered HTTP ${response.status}`, String(response.status));
      }

      let body: unknown;
      try {
        body = JSON.parse(text);
      } catch {
        throw new SmsSendError('unavailable', 'Netgsm answered something that is not JSON', String(response.status));
      }
      const code = readCode(body);
      if (code === '00') return { providerMessageId: readJobId(body) };
      const known = code === undefined ? undefined : NETGSM_CODES[code];
      throw new SmsSendError(known?.kind ?? 'unavailable', `Netgsm refused the message: ${known?.text ?? 'unknown answer'}`, code);
    },
  };
}
