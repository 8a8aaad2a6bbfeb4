import type { Request } from '@hapi/hapi';
import type { CreatedResponse } from '@plotwise/contracts';
import type { z } from 'zod';
import type { User } from '../../db/models';
import { currentUser } from '../auth/current-user';
import { publicFormRoute } from './public-form-route';
import type { PublicFormName } from './public-form-guard';

interface StoredForm<B extends z.ZodType<{ website?: string }>> {
  description: string;
  payload: B;
  /** Stores the submission (the payload less its honeypot); `sender` is the signed-in account, if any. */
  store: (input: Omit<z.output<B>, 'website'>, sender: User | null, request: Request) => Promise<{ id: number }>;
}

/**
 * A public form that stores what it is sent (an inquiry, a quote request, a job
 * application, a plot): the form's guard first (429 past the per-address
 * allowance; a filled honeypot is answered like a stored submission and nothing
 * is stored), then `store`; 201 `{ id }`.
 */
export function storedFormRoute<B extends z.ZodType<{ website?: string }>>(path: `/${string}`, form: PublicFormName, { description, payload, store }: StoredForm<B>) {
  return publicFormRoute(path, form, {
    description: `${description} 201 {id}.`,
    payload,
    dropped: (request, h) => h.response({ id: 0 } satisfies CreatedResponse).code(201),
    handler: async (request, h) => {
      // What `payload` parsed (TypeScript cannot resolve the route's payload type for a generic B).
      const { website: _honeypot, ...input } = request.payload as z.output<B>;
      const { id } = await store(input, currentUser(request), request as unknown as Request);
      return h.response({ id } satisfies CreatedResponse).code(201);
    },
  });
}
