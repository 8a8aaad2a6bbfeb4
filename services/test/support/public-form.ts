import type { ServerInjectResponse } from '@hapi/hapi';
import type { TestApp } from './test-app';

let addressCounter = 0;

/**
 * A fresh client address: public forms are limited per address, so each test
 * sends from its own unless it is testing the limit.
 */
export function nextAddress(): string {
  addressCounter += 1;
  return `10.${(addressCounter >> 16) & 255}.${(addressCounter >> 8) & 255}.${addressCounter & 255}`;
}

export interface PostOptions {
  from?: string;
  cookie?: string;
}

export function postJson(app: TestApp, url: string, payload: unknown, { from = nextAddress(), cookie }: PostOptions = {}): Promise<ServerInjectResponse> {
  return app.inject({
    method: 'POST',
    url,
    payload: payload as object,
    remoteAddress: from,
    headers: cookie ? { cookie } : {},
  });
}

export { messageOf } from './test-app';

/** The app's public-form limit, small enough to reach in a test. */
export const FORM_LIMIT = 3;
export const withFormLimit = <C extends { publicFormRateLimit: { maxAttempts: number; windowMs: number } }>(config: C): C => ({
  ...config,
  publicFormRateLimit: { maxAttempts: FORM_LIMIT, windowMs: 60_000 },
});
