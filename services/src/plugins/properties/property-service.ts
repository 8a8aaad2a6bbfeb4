import type { Knex } from 'knex';
import type { Page, Property, PropertyListQuery } from '@plotwise/contracts';
import { listFeaturedProjects, listPublicProjects } from '../projects/project-service';
import { presentProperty } from './present-property';

/**
 * The older property-search API over the same approved catalogue: its filter names mapped
 * onto the project search, featured first and then newest.
 */
export async function listPublicProperties(query: PropertyListQuery, trx?: Knex.Transaction): Promise<Page<Property>> {
  const { propertyType, ...filters } = query;
  const page = await listPublicProjects({ ...filters, projectType: propertyType, sortBy: 'default' }, trx);
  return { ...page, items: page.items.map(presentProperty) };
}

export async function listFeaturedProperties(trx?: Knex.Transaction): Promise<Property[]> {
  return (await listFeaturedProjects(trx)).map(presentProperty);
}
