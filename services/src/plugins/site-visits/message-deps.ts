import type { Server } from '@hapi/hapi';
import type { VisitFacts } from './visit-facts';
import { sendVisitMessages, type VisitEvent, type VisitMessageDeps } from './visit-messages';

/** The queue and settings site visit messages leave through, as the server holds them. */
export const messageDeps = (server: Server): VisitMessageDeps => ({
  knex: server.app.knex,
  messages: server.app.messages,
  log: server.logger,
  publicUrl: server.app.shared.publicUrl,
});

/** Tells the buyer and the agent what `event` did to the visit; the visit's facts, for the answer. */
export async function toldOf<F extends { id: number }>(server: Server, event: VisitEvent, facts: F): Promise<F> {
  await sendVisitMessages(messageDeps(server), event, facts.id);
  return facts;
}

/** One step of a visit, once `step` has made it: both sides are told of `event`; the visit as `present` shows it. */
export async function visitStep<A>(server: Server, event: VisitEvent, present: (facts: VisitFacts) => A, step: Promise<VisitFacts>): Promise<A> {
  return present(await toldOf(server, event, await step));
}
