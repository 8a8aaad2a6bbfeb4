import { z } from 'zod';
import { cityImagePayloadSchema, cityParamsForMediaSchema, emptyObjectSchema, type CityImage } from '@plotwise/contracts';
import { zodValidator } from '../../../validation/zod-validator';
import { requireUser } from '../../auth/current-user';
import { ADMIN_ACCESS, defineRoute } from '../../define-route';
import { replaceCityBanner } from '../media-service';

export const updateCityImageRoute = defineRoute<{
  Params: z.output<typeof cityParamsForMediaSchema>;
  Payload: z.output<typeof cityImagePayloadSchema>;
}>({
  method: 'PUT',
  path: '/api/admin/media/cities/{city}',
  options: {
    auth: ADMIN_ACCESS,
    description: "Replaces a city's banner `{ url, caption }` (a stored picture or an https:// one); the public city page shows it. 404 'City not found'.",
    validate: {
      params: zodValidator(cityParamsForMediaSchema),
      query: zodValidator(emptyObjectSchema),
      payload: zodValidator(cityImagePayloadSchema),
    },
    handler: (request): Promise<CityImage> => replaceCityBanner(requireUser(request), request.params.city, request.payload),
  },
});
