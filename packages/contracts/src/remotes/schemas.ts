import { z } from 'zod';
import { CANARY_PERCENT, canaryPercentProblem } from './releases';

/**
 * What `GET /remotes.json` serves: which remotes make up the site, where each one's
 * manifest lives and which route prefixes it owns. The shell's build knows none of this.
 */
export const remoteDescriptorSchema = z.object({
  /** Federation name, an identifier: `mf_catalog`. */
  name: z.string().regex(/^[A-Za-z_][A-Za-z0-9_]*$/),
  /** URL of the remote's `mf-manifest.json` (or `remoteEntry.js`). */
  entry: z.string().min(1),
  /** Route prefixes the remote owns; the longest matching prefix wins. `/` matches only `/`. */
  routes: z.array(z.string().startsWith('/')).min(1),
  /** Routes under these prefixes are not the remote's even though a prefix matches. */
  excludeRoutes: z.array(z.string().startsWith('/')).default([]),
  /** Set when only a session with this role may load the remote. */
  requiresRole: z.enum(['admin']).optional(),
  /**
   * The remote's public routes are rendered on the server too, from the Node.js
   * build its manifest names (`metaData.ssrRemoteEntry`). Never for a remote
   * that requires a role: the server does not load or run such code.
   */
  serverRendered: z.boolean().default(false),
}).refine((remote) => !(remote.serverRendered && remote.requiresRole), {
  message: 'A remote that requires a role is never rendered on the server',
  path: ['serverRendered'],
});
export type RemoteDescriptor = z.infer<typeof remoteDescriptorSchema>;

export const remotesConfigSchema = z.object({
  remotes: z.array(remoteDescriptorSchema),
  /** Optional: a slow network may need longer; a test needs shorter. */
  loadTimeoutMs: z.number().int().min(1_000).max(120_000).optional(),
});
export type RemotesConfig = z.infer<typeof remotesConfigSchema>;

/** A canary's share of visitors: the rule the admin's form checks with canaryPercentProblem. */
export const canaryPercentSchema = z.number({ message: CANARY_PERCENT.message }).superRefine((percent, context) => {
  const problem = canaryPercentProblem(percent);
  if (problem) context.addIssue({ code: 'custom', message: problem });
});
