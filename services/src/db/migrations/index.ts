import type { Knex } from 'knex';
import * as createUsers from './001-create-users';
import * as createProjects from './002-create-projects';
import * as createFiles from './003-create-files';
import * as createSocialMediaLinks from './004-create-social-media-links';
import * as createAppMeta from './005-create-app-meta';
import * as createNotifications from './006-create-notifications';
import * as createWishlistItems from './017-create-wishlist-items';

export interface NamedMigration extends Knex.Migration {
  name: string;
}

/** Every migration, oldest first. Append new ones; never rename or reorder. */
export const MIGRATIONS: NamedMigration[] = [
  { name: '001-create-users', ...createUsers },
  { name: '002-create-projects', ...createProjects },
  { name: '003-create-files', ...createFiles },
  { name: '004-create-social-media-links', ...createSocialMediaLinks },
  { name: '005-create-app-meta', ...createAppMeta },
  { name: '006-create-notifications', ...createNotifications },
  { name: '017-create-wishlist-items', ...createWishlistItems },
];
