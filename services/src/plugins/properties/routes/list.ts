import { propertyListQuerySchema } from '@plotwise/contracts';
import { PUBLIC_ACCESS, defineRoute } from '../../define-route';
import { listPublicProperties } from '../property-service';

export const listPropertiesRoute = defineRoute('GET /api/properties', PUBLIC_ACCESS, {
  description: 'Approved projects under the property filters (location, propertyType, price, area): `{ items, total, page, pageSize }`.',
  query: propertyListQuerySchema,
  handler: (request) => listPublicProperties(request.query),
});
