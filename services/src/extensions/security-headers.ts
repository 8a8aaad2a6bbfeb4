import Boom from '@hapi/boom';
import type { Plugin } from '@hapi/hapi';
import type { RemotesConfig } from '@plotwise/contracts';
import { pluginSettings, type SettingsOf } from '../plugin-settings';
import { isHttpsRequest } from './request-origin';

/** Sent with every response, errors and static files included. */
export const SECURITY_HEADERS: Record<string, string> = {
  'x-content-type-options': 'nosniff',
  'x-frame-options': 'DENY',
  'referrer-policy': 'strict-origin-when-cross-origin',
  'permissions-policy': 'camera=(), microphone=(), geolocation=(), payment=()',
};

const HSTS = 'max-age=31536000; includeSubDomains';

/** Origins of remotes deployed elsewhere (absolute entry URLs); same-origin entries add nothing. */
export function remoteOrigins(remotes: RemotesConfig): string[] {
  const origins = new Set<string>();
  for (const remote of remotes.remotes) {
    if (/^https?:\/\//i.test(remote.entry)) origins.add(new URL(remote.entry).origin);
  }
  return [...origins];
}

/**
 * The policy the composed site works under: scripts only from this origin and
 * the configured remotes' origins (the federation runtime loads remote chunks
 * as scripts and fetches their manifests), no inline script. Styles allow
 * inline because styled-components writes <style> tags at run time. Images may
 * come from https (admins can link project photos), data: and blob: (upload
 * previews), and from the map's tile server. Frames only for the Google Maps embed on project pages.
 */
export function contentSecurityPolicy(remotes: RemotesConfig, tileUrl?: string, hostedOrigins: string[] = []): string {
  const remote = [...new Set([...remoteOrigins(remotes), ...hostedOrigins])];
  // The map's tile server: an https one is already allowed, an http one (a local tile server) is named.
  const tiles = tileUrl && /^http:/i.test(tileUrl) ? [new URL(tileUrl.replace(/[{}]/g, '')).origin] : [];
  const directives: Record<string, string[]> = {
    'default-src': ["'self'"],
    'script-src': ["'self'", ...remote],
    'connect-src': ["'self'", ...remote],
    'style-src': ["'self'", "'unsafe-inline'"],
    'img-src': ["'self'", 'data:', 'blob:', 'https:', ...tiles],
    'font-src': ["'self'", 'data:'],
    'frame-src': ['https://www.google.com', 'https://maps.google.com'],
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'form-action': ["'self'"],
    'frame-ancestors': ["'none'"],
  };
  return Object.entries(directives)
    .map(([name, values]) => `${name} ${values.join(' ')}`)
    .join('; ');
}

/** The remotes' origins and the map's tile server are in the policy. */
export const securityHeadersSettings = pluginSettings('remotes', 'map');

export const securityHeadersExtension: Plugin<SettingsOf<typeof securityHeadersSettings>> = {
  name: 'plotwise-security-headers',
  register(server, { remotes, map }) {
    // Releases hosted on their own origin come and go with promotes: the policy follows the live ones (and canaries).
    let made: { key: string; policy: string } | null = null;
    const currentPolicy = () => {
      const hosted = server.app.releases?.hostedOrigins() ?? [];
      const key = hosted.join(' ');
      if (made?.key !== key) made = { key, policy: contentSecurityPolicy(remotes, map.tileUrl, hosted) };
      return made.policy;
    };
    server.ext('onPreResponse', (request, h) => {
      const policy = currentPolicy();
      const headers: Record<string, string> = { ...SECURITY_HEADERS };
      if (isHttpsRequest(request)) headers['strict-transport-security'] = HSTS;
      const { response } = request;
      if (Boom.isBoom(response)) {
        Object.assign(response.output.headers, headers, { 'content-security-policy': policy });
        return h.continue;
      }
      for (const [name, value] of Object.entries(headers)) response.header(name, value);
      // A route with its own, stricter policy (stored SVG files) keeps it.
      if (!response.headers['content-security-policy']) response.header('content-security-policy', policy);
      return h.continue;
    });
  },
};
