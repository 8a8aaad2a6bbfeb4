import { cityImagePayloadSchema, cityParamsForMediaSchema, type CityImage } from '@plotwise/contracts';
import { requireUser } from '../../auth/current-user';
import { ADMIN_ACCESS, defineRoute } from '../../define-route';
import { replaceCityBanner } from '../media-service';

export const updateCityImageRoute = defineRoute('PUT /api/admin/media/cities/{city}', ADMIN_ACCESS, {
  description: "Replaces a city's banner `{ url, caption }` (a stored picture or an https:// one); the public city page shows it. 404 'City not found'.",
  params: cityParamsForMediaSchema,
  payload: cityImagePayloadSchema,
  handler: (request): Promise<CityImage> => replaceCityBanner(requireUser(request), request.params.city, request.payload),
});
