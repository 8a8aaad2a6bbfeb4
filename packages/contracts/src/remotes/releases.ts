/**
 * Remotes' releases as `GET /api/releases` lists them, and the admin
 * Releases screen's words; no zod here (the API's schema is in schemas.ts).
 */
export const CANARY_PERCENT = { min: 1, max: 99, message: 'percent must be a whole number from 1 to 99' } as const;

/** What is wrong with a canary's share, in the API's words; null when it is one. */
export function canaryPercentProblem(percent: number): string | null {
  if (Number.isInteger(percent) && percent >= CANARY_PERCENT.min && percent <= CANARY_PERCENT.max) return null;
  return percent > CANARY_PERCENT.max ? `${CANARY_PERCENT.message} (promote the release to send everyone)` : CANARY_PERCENT.message;
}

export interface SharedLibrary {
  name: string;
  version: string | null;
  requiredVersion: string | null;
  singleton: boolean;
}

export interface PublishedRelease {
  remote: string;
  version: string;
  live: boolean;
  canary: boolean;
  createdAt: string;
  createdBy: string;
  /** A short sha256 of every file's hash: two releases with the same one are the same build. */
  contentHash: string | null;
  /** Where its files are when its team hosts them on their own origin; null: served by this site. */
  hostedAt: string | null;
  buildVersion: string | null;
  fileCount: number;
  serverEntry: { file: string; sha256: string } | null;
  shared: SharedLibrary[];
  /** The range of each shared library it needs from the shell. */
  requires: Record<string, string> | null;
}

/** What each remote serves now: its live release (null: its `dist/` folder) and any canary. */
export interface RemoteReleaseState {
  remote: string;
  live: string | null;
  canary: { version: string; percent: number } | null;
  updatedAt: string | null;
  updatedBy: string | null;
}

export interface ReleaseListResponse {
  releases: PublishedRelease[];
  remotes: RemoteReleaseState[];
}

export interface ReleaseEvent {
  id: number;
  remote: string;
  action: 'promote' | 'rollback' | 'canary' | 'canary-off';
  from: string | null;
  to: string;
  percent: number | null;
  actor: string;
  at: string;
}

export const RELEASES_TEXTS = {
  title: 'Releases',
  subtitle: "Each remote's live release, its canary, and every published release",
  area: 'Which release of each remote visitors get: promote, canary, roll back.',
  loadError: 'Could not load the releases. Please refresh the page or try again.',
  historyError: 'Could not load the history of releases.',
  live: 'Live',
  liveNone: 'Its build folder (no release promoted yet)',
  canary: 'Canary',
  canaryShare: (version: string, percent: number) => `${version} for ${percent}% of visitors`,
  noCanary: 'None',
  noReleases: 'No release of this remote is published yet. Publish one with npm run release -- publish.',
  published: (remote: string) => `Published releases of ${remote}`,
  columns: { version: 'Version', when: 'Published', by: 'By', hash: 'Content hash', requires: 'Shared requirements', actions: 'Actions' },
  noRequirements: 'None recorded',
  hostedAt: (url: string) => `Hosted at ${url}`,
  liveBadge: 'Live',
  canaryBadge: 'Canary',
  promote: 'Promote',
  startCanary: 'Start canary',
  stopCanary: 'Stop canary',
  rollback: 'Roll back',
  confirmPromoteTitle: 'Promote this release?',
  confirmPromote: (remote: string, from: string | null, to: string) => `Every visitor's next page load of ${remote} gets ${to}${from ? ` instead of ${from}` : ''}, on every server within seconds.`,
  confirmRollbackTitle: 'Roll back?',
  confirmRollback: (remote: string, from: string) => `${remote} goes back from ${from} to the release live before it, on every server within seconds.`,
  canaryTitle: 'Start a canary',
  canaryIntro: (remote: string, version: string) => `Send a share of visitors to ${remote} ${version}; each visitor stays on their side.`,
  percentLabel: 'Share of visitors (%)',
  cancel: 'Cancel',
  done: {
    promote: (remote: string, version: string) => `${remote} ${version} is live`,
    rollback: (remote: string, version: string) => `${remote} rolled back to ${version}`,
    canary: (remote: string, version: string, percent: number) => `${remote} ${version} is the canary for ${percent}%`,
    'canary-off': (remote: string) => `${remote}'s canary stopped`,
  },
  failed: 'The change was refused',
  history: 'History',
  historyColumns: { when: 'When', remote: 'Remote', change: 'Change', by: 'By' },
  noHistory: 'No release has been promoted yet.',
  actionLabels: { promote: 'Promoted', rollback: 'Rolled back', canary: 'Canary started', 'canary-off': 'Canary stopped' },
  change: (event: Pick<ReleaseEvent, 'action' | 'from' | 'to' | 'percent'>) =>
    `${event.from ?? 'build folder'} → ${event.to}${event.action === 'canary' && event.percent ? ` (${event.percent}%)` : ''}`,
} as const;
