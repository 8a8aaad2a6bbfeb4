/** The seller card's texts and the seller route's path and size, apart from its zod schema so the project page loads no zod. */

/** How many of an agent's other live projects the seller card links to. */
export const SELLER_OTHER_PROJECTS = 3;

export const sellerPath = (projectId: number | string) => `/api/projects/${projectId}/seller`;

export const SELLER_TEXTS = {
  heading: 'Who sells this project',
  listedBy: 'Listed by',
  reraAgentNumber: 'RERA agent registration',
  verifiedAgent: 'Verified agent',
  verifiedAgentMeans: 'Our team checked this agency and its RERA registration.',
  companyListing: 'Entered and checked by our own team.',
  otherProjects: 'More from this agent',
} as const;
