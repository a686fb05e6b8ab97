import type { SmsConfig } from './config.js';
import { createConsoleSmsProvider, type ConsoleSmsProviderOptions } from './consoleProvider.js';
import { createNetgsmSmsProvider } from './netgsmProvider.js';
import type { SmsProvider } from './types.js';

/** Builds the provider SMS_PROVIDER names; the console provider needs its log and outbox. */
export function createSmsProvider(config: SmsConfig, consoleDeps: ConsoleSmsProviderOptions): SmsProvider {
  switch (config.provider) {
    case 'console':
      return createConsoleSmsProvider(consoleDeps);
    case 'netgsm':
      return createNetgsmSmsProvider(config.netgsm);
  }
}
