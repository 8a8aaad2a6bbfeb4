import { emptyObjectSchema } from '@plotwise/contracts';
import { zodValidator } from '../../../validation/zod-validator';
import { PUBLIC_ACCESS, defineRoute } from '../../define-route';
import { listFeaturedProperties } from '../property-service';

export const listFeaturedPropertiesRoute = defineRoute({
  method: 'GET',
  path: '/api/properties/featured',
  options: {
    auth: PUBLIC_ACCESS,
    validate: { query: zodValidator(emptyObjectSchema) },
    description: 'Approved featured projects as properties, newest first, at most 12.',
    handler: () => listFeaturedProperties(),
  },
});
