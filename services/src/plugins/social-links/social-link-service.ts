import type { Knex } from 'knex';
import type { SocialLink } from '@plotwise/contracts';
import { SocialMediaLink } from '../../db/models';

export function presentSocialLink(link: SocialMediaLink): SocialLink {
  return { id: link.id, platform: link.platform, url: link.url, isActive: link.isActive };
}

/** The footer's links: active ones, in the order the admin arranged them. */
export async function listActiveSocialLinks(trx?: Knex.Transaction): Promise<SocialLink[]> {
  const links = await SocialMediaLink.query(trx).modify('active').modify('ordered');
  return links.map(presentSocialLink);
}
