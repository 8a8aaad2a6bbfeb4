import type { ApprovalStatus, ProjectSort, ProjectStatus, ProjectType } from './constants';

/** The public catalogue's copy, used verbatim; its not-found words are every screen's and the API's. */
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

/**
 * A project's field rules as every form that describes a project words them:
 * Submit a Plot, the agent's submission and the admin
 * hub, and the API behind each.
 */
export const PROJECT_FIELD_TEXTS = {
  titleMin: 'Title must be at least 3 characters',
  descriptionMin: 'Description must be at least 10 characters',
  locationRequired: 'Location is required',
  cityRequired: 'City is required',
  stateRequired: 'State is required',
  tooLong: (label: string, max: number) => `${label} must be at most ${max} characters`,
  totalAreaTooLarge: 'Total area is too large: give it in acres or hectares',
  /** A project image's caption: asked for on every path that stores images (hub, agent, CSV). */
  imageCaptionRequired: 'Every image needs a caption',
  imageCaptionTooLong: 'A caption can have at most 200 characters',
} as const;

/*
 * Further labels and messages of the catalogue's screens (mf-catalog); the
 * agreed copy stays in CATALOG_TEXTS.
 */
export const PROJECT_SORT_LABELS: Record<ProjectSort, string> = {
  default: 'Recommended',
  name_asc: 'Name: A to Z',
  name_desc: 'Name: Z to A',
  price_low: 'Price: Low to High',
  price_high: 'Price: High to Low',
  newest: 'Newest first',
  oldest: 'Oldest first',
};

export const PROJECT_TYPE_LABELS: Record<ProjectType, string> = {
  residential: 'Residential',
  commercial: 'Commercial',
  'mixed-use': 'Mixed-use',
  agricultural: 'Agricultural',
};

/** A project's approval status as the agent dashboard and the admin hub show it. */
export const APPROVAL_STATUS_LABELS: Record<ApprovalStatus, string> = {
  pending: 'Pending',
  approved: 'Approved',
  rejected: 'Rejected',
  withdrawn: 'Withdrawn',
};

/** Ready and ongoing by name, anything else displays as Upcoming. */
export const PROJECT_STATUS_LABELS: Record<ProjectStatus, string> = {
  ready: 'Ready',
  ongoing: 'Ongoing',
  upcoming: 'Upcoming',
};

export const CATALOG_SCREEN_TEXTS = {
  featuredHeading: 'Featured Properties',
  newlyLaunchedHeading: 'Newly Launched',
  exploreByCityHeading: 'Explore by City',
  showAllCities: (total: number) => `View all ${total} cities`,
  showFewerCities: 'Show fewer cities',
  citiesFailed: 'Failed to fetch cities',
  blogHeading: 'Insights from our blog',
  blogFailed: 'Failed to fetch blog posts',
  listingsHeading: 'Browse plots and projects',
  projectCount: (total: number) => `${total} ${total === 1 ? 'project' : 'projects'} found`,
  backToProjects: 'Back to Projects',
  adminEdit: 'Admin Edit',
  plotSizesHeading: 'Plot sizes and prices',
  plotSizeColumn: 'Plot size',
  sizeColumn: 'Size',
  rateColumn: '₹/sq.ft',
  indicativePriceColumn: 'Price',
  indicativePriceNote: "Indicative prices apply the starting price's rate per sq.ft (the smallest plot's) to each size; the seller confirms the final price.",
  downloadBrochure: 'Download Brochure',
  viewLayoutMap: 'View Layout Map',
  cityProjectCount: (total: number) => `${total} ${total === 1 ? 'project' : 'projects'} available`,
  blogPostsFailed: 'Failed to load blog posts. Please try again later.',
  noBlogPosts: 'No blog posts have been published yet.',
  /** Offered when a search word was misspelt: one tap searches the corrected words. */
  didYouMean: 'Did you mean',
  priceBetween: (min: string, max: string) => `${min} to ${max}`,
  areaBetween: (min: string, max: string) => `${min} to ${max}`,
} as const;

/** The project page's ways to get in touch (its contact list and the phone's bottom bar). */
export const CONTACT_ACTION_LABELS = {
  call: 'Call',
  whatsapp: 'WhatsApp',
  email: 'Email',
  inquire: 'Enquire',
  quickContact: 'Quick contact',
} as const;
