import { PUBLIC_ACCESS, defineRoute } from '../../define-route';
import { listCityStats } from '../city-service';

export const listCitiesRoute = defineRoute('GET /api/cities', PUBLIC_ACCESS, {
  description: 'Every city with approved projects: live count, price range, state, popular localities and picture.',
  handler: () => listCityStats(),
});
