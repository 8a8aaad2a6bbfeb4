import type { Request } from '@hapi/hapi';
import { clientAddress } from '../client-address';

const request = (headers: Record<string, string>) =>
  ({ info: { remoteAddress: '10.1.1.1' }, headers }) as unknown as Pick<Request, 'info' | 'headers'>;

describe('clientAddress', () => {
  it('ignores X-Forwarded-For unless the proxy is trusted', () => {
    expect(clientAddress(request({ 'x-forwarded-for': '203.0.113.9' }), false)).toBe('10.1.1.1');
  });

  it('takes the left-most X-Forwarded-For entry behind a trusted proxy', () => {
    expect(clientAddress(request({ 'x-forwarded-for': '203.0.113.9, 10.0.0.2' }), true)).toBe('203.0.113.9');
    expect(clientAddress(request({}), true)).toBe('10.1.1.1');
  });
});
