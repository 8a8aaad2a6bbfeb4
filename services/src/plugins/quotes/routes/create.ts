import { quotePayloadSchema } from '@plotwise/contracts';
import { storedFormRoute } from '../../public-forms';
import { requestQuote } from '../quote-service';

export const createQuoteRoute = storedFormRoute('/api/quotes', 'quote', {
  description: "The Services page's Get Quote request (name, mobile, message).",
  payload: quotePayloadSchema,
  store: (input) => requestQuote(input),
});
