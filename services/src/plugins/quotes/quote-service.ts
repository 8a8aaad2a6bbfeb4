import type { Knex } from 'knex';
import { excerpt } from '@plotwise/contracts';
import { QuoteRequest } from '../../db/models';
import { inTransaction } from '../../db/transaction';
import { recordNotification } from '../notifications/notification-service';

export interface NewQuoteRequest {
  name: string;
  mobile: string;
  message: string;
}

/** Stores a Get Quote request and notifies the admins in one transaction. */
export async function requestQuote(input: NewQuoteRequest, trx?: Knex.Transaction): Promise<QuoteRequest> {
  return inTransaction(trx, async (trx) => {
    const quote = await QuoteRequest.query(trx).insertAndFetch({ ...input, status: 'new' });
    await recordNotification(
      {
        type: 'quote_request',
        title: `Quote request from ${input.name}`,
        message: excerpt(`${input.mobile}: ${input.message}`),
        priority: 'high',
        link: '/admin/inquiries?kind=quote',
      },
      trx,
    );
    return quote;
  });
}
