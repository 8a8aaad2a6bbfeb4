import type { Knex } from 'knex';

/**
 * When each newsletter address was last sent a confirmation link, and when
 * an admin asked one from before double opt-in to confirm. Addresses that
 * were already sent a link (their queued message says so) are marked, so
 * only the ones that joined before confirmation existed count as waiting.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable('newsletter_subscribers', (table) => {
    table.timestamp('confirm_requested_at', { useTz: true });
    table.timestamp('reconfirm_requested_at', { useTz: true });
  });
  await knex.raw(`
    update newsletter_subscribers s set confirm_requested_at = m.first_sent
    from (
      select split_part(idempotency_key, ':', 2)::int as subscriber_id, min(created_at) as first_sent
      from outgoing_messages where purpose = 'newsletter-confirm' and idempotency_key ~ '^newsletter-confirm:[0-9]+:' group by 1
    ) m
    where m.subscriber_id = s.id`);
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.alterTable('newsletter_subscribers', (table) => {
    table.dropColumn('confirm_requested_at');
    table.dropColumn('reconfirm_requested_at');
  });
}
