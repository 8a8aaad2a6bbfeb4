import { idParamsSchema, projectImagesPayloadSchema } from '@plotwise/contracts';
import { requireUser } from '../../auth/current-user';
import { ADMIN_ACCESS, defineRoute } from '../../define-route';
import { replaceListingImages, type ListingScope } from '../admin-project-service';

const imagesRoute = (path: `/${string}`, scope: ListingScope, description: string) =>
  defineRoute(`POST ${path}`, ADMIN_ACCESS, {
    description,
    params: idParamsSchema,
    payload: projectImagesPayloadSchema,
    handler: (request) => replaceListingImages(requireUser(request), request.params.id, scope, request.payload.images),
  });

export const updateProjectImagesRoute = imagesRoute(
  '/api/projects/{id}/images',
  'project',
  "Replaces a project's images `{ images: [{ url, caption, isDefault }] }`: at least one, exactly one default, each a stored picture or an https:// address. `{ images, defaultImage, version, message }`.",
);

export const updatePropertyImagesRoute = imagesRoute(
  '/api/properties/{id}/images',
  'property',
  "Replaces the images of an owner-submitted plot (a property: a project from /submit-property), with the rules of /api/projects/{id}/images; 404 for other projects.",
);
