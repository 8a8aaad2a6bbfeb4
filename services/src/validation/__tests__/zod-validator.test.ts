import { z } from 'zod';
import { adminLoginPayloadSchema } from '@plotwise/contracts';
import { zodValidator } from '../zod-validator';

async function messageOf(promise: Promise<unknown>): Promise<string> {
  try {
    await promise;
  } catch (error) {
    const boom = error as { isBoom?: boolean; output: { statusCode: number; payload: { message: string } } };
    expect(boom.isBoom).toBe(true);
    expect(boom.output.statusCode).toBe(400);
    return boom.output.payload.message;
  }
  throw new Error('expected a validation failure');
}

describe('zodValidator', () => {
  const validateLogin = zodValidator(adminLoginPayloadSchema);

  it('returns the parsed value', async () => {
    await expect(validateLogin({ username: '  admin ', password: 'pw' })).resolves.toEqual({ username: 'admin', password: 'pw' });
  });

  it("uses the contract's message for a missing field", async () => {
    expect(await messageOf(validateLogin({ username: 'admin' }))).toBe('Password is required');
    expect(await messageOf(validateLogin({}))).toBe('Username is required');
    expect(await messageOf(validateLogin(null))).toBe('Username is required');
  });

  it('names unknown fields', async () => {
    expect(await messageOf(validateLogin({ username: 'a', password: 'b', x: 1, y: 2 }))).toBe('Unknown fields: x, y');
  });

  it('prefixes the field when the message does not name it', async () => {
    expect(await messageOf(validateLogin({ username: 'a', password: 7 }))).toMatch(/^password: Invalid input/);
    const nested = zodValidator(z.object({ plot: z.object({ size: z.number().positive() }) }));
    expect(await messageOf(nested({ plot: { size: -1 } }))).toMatch(/^plot\.size: /);
  });

  it('says "is required" when the contract has no message for an empty value', async () => {
    const schema = zodValidator(z.strictObject({ count: z.number() }));
    expect(await messageOf(schema({}))).toBe('count: is required');
  });
});
