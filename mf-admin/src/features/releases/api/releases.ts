import type { ReleaseEvent, ReleaseListResponse } from '@plotwise/contracts';
import { apiRequest, useInvalidateByPrefix, useMutation, useQuery } from '@plotwise/ui';

export const RELEASES_PATH = '/api/releases';

/** `GET /api/releases`: every published release, newest first, and each remote's live release and canary. */
export function useReleases() {
  return useQuery<ReleaseListResponse>({ queryKey: [RELEASES_PATH] });
}

/** `GET /api/releases/events`: who changed which remote's release, newest first. */
export function useReleaseEvents() {
  return useQuery<{ events: ReleaseEvent[] }>({ queryKey: [`${RELEASES_PATH}/events`] });
}

/** The API's record of a change: the same as the history's, before it has its place in the log. */
export type ChangeReply = { event: Omit<ReleaseEvent, 'id'> };

/** One of the four changes, as the release command sends it. */
export type ReleaseChange =
  | { action: 'promote'; remote: string; version: string }
  | { action: 'rollback'; remote: string }
  | { action: 'canary'; remote: string; version: string; percent: number }
  | { action: 'canary-off'; remote: string };

function send(change: ReleaseChange) {
  const at = `${RELEASES_PATH}/${encodeURIComponent(change.remote)}`;
  switch (change.action) {
    case 'promote':
      return apiRequest<ChangeReply>('POST', `${at}/promote`, { version: change.version });
    case 'rollback':
      return apiRequest<ChangeReply>('POST', `${at}/rollback`, {});
    case 'canary':
      return apiRequest<ChangeReply>('POST', `${at}/canary`, { version: change.version, percent: change.percent });
    default:
      return apiRequest<ChangeReply>('POST', `${at}/canary/off`, {});
  }
}

/** Sends a change with the admin's session; once done, the list and the history are read again. */
export function useReleaseChange() {
  const invalidate = useInvalidateByPrefix([RELEASES_PATH]);
  return useMutation({ mutationFn: send, onSuccess: invalidate });
}
