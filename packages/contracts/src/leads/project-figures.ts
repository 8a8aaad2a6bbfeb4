import { z } from 'zod';

export const PROJECT_FIGURES = {
  /** The agent's figures cover this many India days, today included. */
  days: 30,
} as const;

const series = z.array(z.number().int());

/** One of the agent's projects, day by day (oldest first, as `days`). */
export const projectFiguresSchema = z.object({
  projectId: z.number().int(),
  title: z.string(),
  views: series,
  enquiries: series,
  saves: series,
});
export type ProjectFigures = z.infer<typeof projectFiguresSchema>;

/** `GET /api/agent/figures`: the signed-in agent's own projects only. */
export const agentFiguresResponseSchema = z.object({ days: z.array(z.string()), projects: z.array(projectFiguresSchema) });
export type AgentFiguresResponse = z.infer<typeof agentFiguresResponseSchema>;

export const PROJECT_FIGURES_TEXTS = {
  title: 'Your projects over the last 30 days',
  intro: 'Page views, enquiries and wishlist saves, day by day (India time).',
  project: 'Project',
  views: 'Views',
  enquiries: 'Enquiries',
  saves: 'Wishlist saves',
  trend: (label: string, title: string) => `${label} per day for ${title}`,
  empty: 'Figures appear here once you have a live project.',
  failed: 'Could not load your figures.',
} as const;
