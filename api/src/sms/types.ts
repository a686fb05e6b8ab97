/** One interface for every SMS gateway; the users API sends its one-time codes through it. */
export interface SmsProvider {
  /** 'console' or 'netgsm', for logs. */
  readonly name: string;
  /**
   * Sends one message to a 10-digit Turkish mobile number ('5XXXXXXXXX').
   * Resolves when the gateway accepted it; rejects with SmsSendError otherwise.
   */
  send(phone: string, message: string): Promise<SmsSendResult>;
}

export interface SmsSendResult {
  /** The gateway's id of the message (Netgsm jobid), when it gives one. */
  providerMessageId?: string;
}

/**
 * Why a message was not sent:
 * - timeout: the gateway did not answer in time (it may or may not have sent it);
 * - unavailable: network error, HTTP 5xx, gateway system error or rate limit: try later;
 * - rejected: the gateway refused this message or number (bad parameters, text);
 * - misconfigured: our account, credentials or sender header are wrong: an operator must act.
 */
export type SmsFailureKind = 'timeout' | 'unavailable' | 'rejected' | 'misconfigured';

export class SmsSendError extends Error {
  readonly kind: SmsFailureKind;
  /** The gateway's own code (e.g. Netgsm "30") or HTTP status, for logs. */
  readonly providerCode: string | undefined;

  constructor(kind: SmsFailureKind, message: string, providerCode?: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'SmsSendError';
    this.kind = kind;
    this.providerCode = providerCode;
  }
}

/** '5321234567' -> '532*****67': enough to follow a log line, not enough to reuse. */
export function maskPhone(phone: string): string {
  if (phone.length < 6) return '*'.repeat(phone.length);
  return `${phone.slice(0, 3)}${'*'.repeat(phone.length - 5)}${phone.slice(-2)}`;
}
