import { emptyObjectSchema } from '@plotwise/contracts';
import { zodValidator } from '../../../validation/zod-validator';
import { PUBLIC_ACCESS, defineRoute } from '../../define-route';
import { listCityStats } from '../city-service';

export const listCitiesRoute = defineRoute({
  method: 'GET',
  path: '/api/cities',
  options: {
    auth: PUBLIC_ACCESS,
    validate: { query: zodValidator(emptyObjectSchema) },
    description: 'Every city with approved projects: live count, price range, state, popular localities and picture.',
    handler: () => listCityStats(),
  },
});
