/**
 * The authorization matrix: EVERY route of `server.table()` is called as a
 * visitor, a user, an agent awaiting approval, an approved agent, another
 * approved agent and the admin, and must answer as its declaration says:
 * success, 401 or 403. The declarations live by area in
 * test/support/authorization-matrix/. A route missing from them fails the test,
 * so each new route has to declare who may call it. Site routes outside /api are
 * declared public in bulk; /remotes/admin/* is the admin's.
 */
import { DECLARED_TWICE, EXPECTATIONS } from '../../test/support/authorization-matrix/expectations';
import { ROLES, cookieFor, satisfies, siteExpectation, useMatrixApp, type RequestParts } from '../../test/support/authorization-matrix/matrix';

const matrix = useMatrixApp();
let addressCounter = 0;

describe('authorization matrix', () => {
  it('declares every route, and nothing that is not a route', () => {
    const { app } = matrix();
    const keys = app.server.table().map((route) => `${route.method.toUpperCase()} ${route.path}`);
    const undeclared = keys.filter((key, index) => !EXPECTATIONS[key] && !siteExpectation(app.server.table()[index]!.path));
    expect(undeclared).toEqual([]);
    expect(Object.keys(EXPECTATIONS).filter((key) => !keys.includes(key))).toEqual([]);
    expect(DECLARED_TWICE).toEqual([]);
  });

  it('answers every role on every route as declared', async () => {
    const context = matrix();
    const { app } = context;
    const failures: string[] = [];
    let cases = 0;
    for (const route of app.server.table()) {
      const method = route.method.toUpperCase();
      const key = `${method} ${route.path}`;
      const expectation = EXPECTATIONS[key] ?? siteExpectation(route.path);
      if (!expectation) continue; // reported by the test above
      for (const role of ROLES) {
        const parts: RequestParts = expectation.request ? await expectation.request(context, role) : {};
        const headers = { ...(parts.headers as Record<string, string> | undefined), ...(await cookieFor(context, role)) };
        const response = await app.inject({
          method: method === '*' ? 'POST' : method,
          url: parts.url ?? route.path,
          payload: parts.payload,
          headers,
          remoteAddress: `10.9.${Math.floor(addressCounter / 250)}.${(addressCounter++ % 250) + 1}`,
        });
        cases += 1;
        const expected = expectation.outcomes[role];
        if (!satisfies(response, expected)) {
          failures.push(`${key} as ${role}: expected ${expected}, got ${response.statusCode} ${response.payload.slice(0, 160)}`);
        }
      }
    }
    console.log(`authorization matrix: ${cases} cases over ${app.server.table().length} routes`);
    expect(failures).toEqual([]);
  }, 120_000);
});
