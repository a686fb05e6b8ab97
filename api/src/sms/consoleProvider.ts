import { maskPhone, type SmsProvider } from './types.js';

export interface ConsoleSmsProviderOptions {
  /** Writes one log line. The line never contains the message text (it holds the code). */
  log: (fields: Record<string, unknown>, line: string) => void;
  /** Keeps the message where a developer can read it (the dev outbox table). */
  outbox: (phone: string, message: string) => Promise<void>;
}

/**
 * Development provider: nothing leaves the machine. The message goes to the dev outbox
 * (GET /api/dev/sms-outbox/?phone=..., not registered in production) and a log line says
 * that a message was "sent", without its text.
 */
export function createConsoleSmsProvider(options: ConsoleSmsProviderOptions): SmsProvider {
  return {
    name: 'console',
    async send(phone, message) {
      await options.outbox(phone, message);
      options.log(
        { provider: 'console', phone: maskPhone(phone), length: message.length },
        'SMS (console): message stored in the dev outbox',
      );
      return {};
    },
  };
}
