import { z } from 'zod';

/**
 * `GET /api/projects/{id}/seller`: who sells an approved project. An agent's
 * listing names the agency, its RERA agent number and a few of the agent's
 * other live projects; a project the site's team entered names the company.
 * Never the agent's email, phone or account id.
 */
export const sellerSchema = z.discriminatedUnion('kind', [
  z.object({
    kind: z.literal('agent'),
    name: z.string(),
    reraAgentNumber: z.string().nullable(),
    verified: z.boolean(),
    otherProjects: z.array(z.object({ id: z.number().int(), title: z.string(), city: z.string() })),
  }),
  z.object({ kind: z.literal('company'), name: z.string() }),
]);
export type Seller = z.infer<typeof sellerSchema>;

/** How many of an agent's other live projects the seller card links to. */
export const SELLER_OTHER_PROJECTS = 3;

export const sellerPath = (projectId: number | string) => `/api/projects/${projectId}/seller`;

export const SELLER_TEXTS = {
  heading: 'Who sells this project',
  listedBy: 'Listed by',
  reraAgentNumber: 'RERA agent registration',
  verifiedAgent: 'Verified agent',
  verifiedAgentMeans: 'Our team checked this agency and its RERA registration.',
  companyListing: 'Listed by Plotwise’s own team.',
  otherProjects: 'More from this agent',
} as const;
