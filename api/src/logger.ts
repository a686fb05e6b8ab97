import { createRequire } from 'node:module';
import type { FastifyServerOptions } from 'fastify';
import type { AppConfig } from './config.js';
import { logRedaction, privateErrorSerializer, privateRequestSerializer } from './logPrivacy.js';

/** Where log lines go instead of stdout (tests capture them). */
export interface LogDestination {
  write(line: string): void;
}

function prettyPrinterInstalled(): boolean {
  try {
    createRequire(import.meta.url).resolve('pino-pretty');
    return true;
  } catch {
    return false; // production images ship without dev dependencies
  }
}

/** JSON logs (pino) everywhere; readable colour logs only in development. No personal data (see logPrivacy.ts). */
export function loggerOptions(config: AppConfig, stream?: LogDestination): FastifyServerOptions['logger'] {
  if (config.logLevel === 'silent') return false;
  return {
    level: config.logLevel,
    redact: logRedaction,
    serializers: { err: privateErrorSerializer, req: privateRequestSerializer },
    ...(stream ? { stream } : {}),
    ...(!stream && config.nodeEnv === 'development' && prettyPrinterInstalled()
      ? { transport: { target: 'pino-pretty', options: { translateTime: 'HH:MM:ss', ignore: 'pid,hostname' } } }
      : {}),
  };
}
