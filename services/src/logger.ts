import pino, { type Logger } from 'pino';
import type { Config } from './config';

/** One structured (JSON) logger for start-up messages and, through hapi-pino, requests. */
export function createLogger(config: Pick<Config, 'logLevel'>): Logger {
  return pino({
    level: config.logLevel,
    base: { service: 'plotwise-api' },
    redact: {
      paths: ['req.headers.cookie', 'req.headers.authorization', 'res.headers["set-cookie"]', 'password', '*.password'],
      censor: '[redacted]',
    },
  });
}
