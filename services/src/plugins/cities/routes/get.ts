import { cityParamsSchema } from '@plotwise/contracts';
import { PUBLIC_ACCESS, defineRoute } from '../../define-route';
import { getCityDetail } from '../city-service';

export const getCityRoute = defineRoute('GET /api/cities/{city}', PUBLIC_ACCESS, {
  description: "The city page's figures (any case); a city of CITIES without projects has zero counts, any other unknown city is 404.",
  params: cityParamsSchema,
  handler: (request) => getCityDetail(request.params.city),
});
