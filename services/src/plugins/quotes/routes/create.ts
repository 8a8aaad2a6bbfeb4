import { emptyObjectSchema, quotePayloadSchema, type CreatedResponse } from '@plotwise/contracts';
import type { z } from 'zod';
import { zodValidator } from '../../../validation/zod-validator';
import { PUBLIC_ACCESS, defineRoute } from '../../define-route';
import { guardPublicForm } from '../../public-forms';
import { requestQuote } from '../quote-service';

export const createQuoteRoute = defineRoute<{ Payload: z.output<typeof quotePayloadSchema> }>({
  method: 'POST',
  path: '/api/quotes',
  options: {
    auth: PUBLIC_ACCESS,
    description: "The Services page's Get Quote request (name, mobile, message). 201 {id}.",
    validate: { query: zodValidator(emptyObjectSchema), payload: zodValidator(quotePayloadSchema) },
    handler: async (request, h) => {
      if ((await guardPublicForm(request, 'quote')) === 'drop') return h.response({ id: 0 } satisfies CreatedResponse).code(201);
      const { website: _honeypot, ...input } = request.payload;
      const quote = await requestQuote(input);
      return h.response({ id: quote.id } satisfies CreatedResponse).code(201);
    },
  },
});
