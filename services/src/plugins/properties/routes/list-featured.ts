import { PUBLIC_ACCESS, defineRoute } from '../../define-route';
import { listFeaturedProperties } from '../property-service';

export const listFeaturedPropertiesRoute = defineRoute('GET /api/properties/featured', PUBLIC_ACCESS, {
  description: 'Approved featured projects as properties, newest first, at most 12.',
  handler: () => listFeaturedProperties(),
});
