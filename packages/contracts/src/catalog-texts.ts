/** The public catalogue's copy, used verbatim. */
export const CATALOG_TEXTS = {
  fetchFeaturedFailed: 'Failed to fetch featured properties',
  fetchPropertiesFailed: 'Failed to fetch properties',
  listingsFailed: 'Failed to load projects. Please try again later.',
  listingsEmpty: 'No projects match your filters. Try adjusting your search criteria.',
  cityEmpty: (city: string) => `No projects found in ${city} at the moment.`,
  projectNotFound: 'Project Not Found',
  priceOnRequest: 'Price on Request',
  onwards: 'onwards',
  reraVerified: 'RERA Verified',
  notVerified: 'Not Verified',
  featured: 'Featured',
  /** `GET /api/cities/{city}` for a name that is neither in CITIES nor on any project. */
  cityNotFound: 'City not found',
} as const;
