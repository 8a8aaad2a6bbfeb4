import { User } from '../../db/models';
import { insertUser } from '../../../test/support/fixtures';
import { useTestApp } from '../../../test/support/test-app';
import { mapError } from '../error-mapping';

// The models query the test database the app binds.
useTestApp();

async function errorOf(promise: PromiseLike<unknown>): Promise<Error> {
  try {
    await promise;
  } catch (error) {
    return error as Error;
  }
  throw new Error('expected the query to fail');
}

describe('mapError (on the real database driver)', () => {
  it('turns a unique violation into 409', async () => {
    await insertUser({ email: 'twice@example.com' });
    const error = await errorOf(insertUser({ email: 'TWICE@example.com' }));
    expect(mapError(error)?.output.statusCode).toBe(409);
  });

  it('turns a check violation into 400', async () => {
    const error = await errorOf(User.query().insert({ name: 'x', passwordHash: 'x', role: 'superuser' as never }));
    expect(mapError(error)?.output).toMatchObject({ statusCode: 400, payload: { message: 'A value is not one of the allowed choices' } });
  });

  it('turns a not-null violation into 400 naming the column', async () => {
    const error = await errorOf(User.query().insert({ passwordHash: 'x' } as never));
    expect(mapError(error)?.output).toMatchObject({ statusCode: 400, payload: { message: 'name is required' } });
  });

  it('turns malformed data into 400', async () => {
    const error = await errorOf(User.query().where('id', 'not-a-number'));
    expect(mapError(error)?.output.statusCode).toBe(400);
  });

  it('leaves other errors to hapi (500 without details)', () => {
    expect(mapError(new Error('boom'))).toBeNull();
  });
});

describe('mapError when the database is away', () => {
  it.each([
    ['a refused connection', Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' })],
    ['a server shutting down (57P01), wrapped by objection', Object.assign(new Error('db error'), { nativeError: Object.assign(new Error('terminating connection due to administrator command'), { code: '57P01' }) })],
    ['a pool that cannot get a connection', Object.assign(new Error('Knex: Timeout acquiring a connection.'), { name: 'KnexTimeoutError' })],
    ['a dropped connection', new Error('Connection terminated unexpectedly')],
    ['a connection not answered within its limit (pg)', new Error('timeout expired')],
  ])('answers 503 with Retry-After for %s', (_label, error) => {
    const mapped = mapError(error);
    expect(mapped?.output.statusCode).toBe(503);
    expect(mapped?.output.payload.message).toBe('The service is briefly unavailable. Please try again in a moment.');
    expect(mapped?.output.headers['Retry-After']).toBe('5');
  });

  it('leaves other errors alone', () => {
    expect(mapError(new Error('something else'))).toBeNull();
  });
});
