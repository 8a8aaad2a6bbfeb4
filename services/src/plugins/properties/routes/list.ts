import { propertyListQuerySchema, type PropertyListQuery } from '@plotwise/contracts';
import { zodValidator } from '../../../validation/zod-validator';
import { PUBLIC_ACCESS, defineRoute } from '../../define-route';
import { listPublicProperties } from '../property-service';

export const listPropertiesRoute = defineRoute<{ Query: PropertyListQuery }>({
  method: 'GET',
  path: '/api/properties',
  options: {
    auth: PUBLIC_ACCESS,
    description: 'Approved projects under the property filters (location, propertyType, price, area): `{ items, total, page, pageSize }`.',
    validate: { query: zodValidator(propertyListQuerySchema) },
    handler: (request) => listPublicProperties(request.query),
  },
});
