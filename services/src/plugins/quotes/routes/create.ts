import { quotePayloadSchema, type CreatedResponse } from '@plotwise/contracts';
import { PUBLIC_ACCESS, defineRoute } from '../../define-route';
import { guardPublicForm } from '../../public-forms';
import { requestQuote } from '../quote-service';

export const createQuoteRoute = defineRoute('POST /api/quotes', PUBLIC_ACCESS, {
  description: "The Services page's Get Quote request (name, mobile, message). 201 {id}.",
  payload: quotePayloadSchema,
  handler: async (request, h) => {
    if ((await guardPublicForm(request, 'quote')) === 'drop') return h.response({ id: 0 } satisfies CreatedResponse).code(201);
    const { website: _honeypot, ...input } = request.payload;
    const quote = await requestQuote(input);
    return h.response({ id: quote.id } satisfies CreatedResponse).code(201);
  },
});
