import { cityParamsSchema, emptyObjectSchema, type CityParams } from '@plotwise/contracts';
import { zodValidator } from '../../../validation/zod-validator';
import { PUBLIC_ACCESS, defineRoute } from '../../define-route';
import { getCityDetail } from '../city-service';

export const getCityRoute = defineRoute<{ Params: CityParams }>({
  method: 'GET',
  path: '/api/cities/{city}',
  options: {
    auth: PUBLIC_ACCESS,
    validate: { params: zodValidator(cityParamsSchema), query: zodValidator(emptyObjectSchema) },
    description: "The city page's figures (any case); a city of CITIES without projects has zero counts, any other unknown city is 404.",
    handler: (request) => getCityDetail(request.params.city),
  },
});
