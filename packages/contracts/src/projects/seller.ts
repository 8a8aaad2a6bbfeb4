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
