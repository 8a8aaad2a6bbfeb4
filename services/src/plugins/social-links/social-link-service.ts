import Boom from '@hapi/boom';
import type { Knex } from 'knex';
import { ADMIN_OPS_TEXTS, type SocialLink } from '@plotwise/contracts';
import { SocialMediaLink } from '../../db/models';
import { foundOr404 } from '../found-or-404';

export function presentSocialLink(link: SocialMediaLink): SocialLink {
  return { id: link.id, platform: link.platform, url: link.url, isActive: link.isActive };
}

/** The footer's links: active ones, in the order the admin arranged them. */
export async function listActiveSocialLinks(trx?: Knex.Transaction): Promise<SocialLink[]> {
  const links = await SocialMediaLink.query(trx).modify('active').modify('ordered');
  return links.map(presentSocialLink);
}

/** Every link, active or not, in footer order: the admin's list. */
export async function listAllSocialLinks(trx?: Knex.Transaction): Promise<SocialLink[]> {
  const links = await SocialMediaLink.query(trx).modify('ordered');
  return links.map(presentSocialLink);
}

export interface SocialLinkInput {
  platform: string;
  url: string;
  isActive: boolean;
}

/** Adds a link at the end of the footer's order. */
export async function createSocialLink(input: SocialLinkInput, trx?: Knex.Transaction): Promise<SocialLink> {
  const link = await SocialMediaLink.query(trx).insertAndFetch({
    ...input,
    sortOrder: SocialMediaLink.raw('(select coalesce(max(sort_order), -1) + 1 from social_media_links)'),
  });
  return presentSocialLink(link);
}

async function findLink(id: number, trx?: Knex.Transaction): Promise<SocialMediaLink> {
  return foundOr404(await SocialMediaLink.query(trx).findById(id), ADMIN_OPS_TEXTS.linkNotFound);
}

export async function updateSocialLink(id: number, input: SocialLinkInput, trx?: Knex.Transaction): Promise<SocialLink> {
  const link = await findLink(id, trx);
  return presentSocialLink(await link.$query(trx).patchAndFetch(input));
}

export async function deleteSocialLink(id: number, trx?: Knex.Transaction): Promise<void> {
  // PGlite does not report a row count for a delete: ask for the deleted id instead.
  const deleted = await SocialMediaLink.query(trx).delete().where('id', id).returning('id');
  if (deleted.length === 0) throw Boom.notFound(ADMIN_OPS_TEXTS.linkNotFound);
}
