import { checkedRequestOrigin, isLoopbackOrigin } from '../../extensions/request-origin';

/**
 * Where an emailed link points: PUBLIC_URL; without it, the request's own
 * origin only when that is this machine (development, the journeys). Anyone
 * can send a Host header, so taking it as given would let a stranger ask for
 * a victim's link that leads to the stranger's site, token and all.
 */
export function linkOrigin(request: Parameters<typeof checkedRequestOrigin>[0]): string | null {
  const { publicUrl } = request.server.app.shared;
  if (publicUrl) return publicUrl;
  // Only a Host that is a host name: `localhost\@evil.example` passes a URL parser's loopback test, and some mail clients open evil.example.
  const origin = checkedRequestOrigin(request);
  return origin !== null && isLoopbackOrigin(origin) ? origin : null;
}
