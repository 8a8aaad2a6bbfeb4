import { useEffect, useRef, useState } from 'react';
import styled from 'styled-components';
import { MAP_TEXTS } from '@plotwise/contracts';
import { ButtonLink } from './button';
import { useNearViewport } from '../hooks/use-near-viewport';

/** A map that has not loaded after this long counts as failed. */
const MAP_TIMEOUT_MS = 15_000;
/** A tiny picture on Google's origin: if it cannot load, neither can the map. */
const REACHABILITY_PROBE = 'https://www.google.com/favicon.ico';

const Frame = styled.div<{ $fill?: boolean }>`
  position: relative;
  /* Inside a box of set height (where a tile map stands otherwise) it fills that box exactly. */
  ${({ $fill }) => ($fill ? 'height: 100%; box-sizing: border-box;' : 'aspect-ratio: 16 / 10;')}
  border-radius: ${({ theme }) => theme.radius.lg};
  overflow: hidden;
  border: 1px solid ${({ theme }) => theme.colors.line};
  background: ${({ theme }) => theme.colors.page};
  iframe { width: 100%; height: 100%; border: 0; display: block; }
`;

const Fallback = styled.div`
  height: 100%;
  display: grid;
  place-content: center;
  gap: 12px;
  padding: 24px;
  text-align: center;
  background:
    repeating-linear-gradient(45deg, rgba(15, 118, 110, .06) 0 12px, transparent 12px 24px),
    ${({ theme }) => theme.colors.surface};
  p { margin: 0; }
`;

/** Google Maps showing what a search for `query` finds ('Hinjewadi, Pune, Maharashtra'). */
export function googleMapsEmbedUrl(query: string): string {
  return `https://www.google.com/maps?q=${encodeURIComponent(query)}&output=embed`;
}

export function googleMapsSearchUrl(query: string): string {
  return `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(query)}`;
}

export function googleMapsDirectionsUrl(query: string): string {
  return `https://www.google.com/maps/dir/?api=1&destination=${encodeURIComponent(query)}`;
}

/**
 * Google Maps' embed of a place, loaded when it scrolls near. It falls back
 * to an open-in-maps link when the embed is blocked (a content policy or an
 * extension), Google cannot be reached, or it does not load in time.
 */
export function MapEmbed({ query, title, fill = false }: { query: string; title: string; fill?: boolean }) {
  // Start only when the map comes near the screen.
  const [ref, near] = useNearViewport<HTMLDivElement>('300px');
  const [failed, setFailed] = useState(false);
  const loaded = useRef(false);

  // An iframe reports no errors across origins, so failure is read from around it.
  useEffect(() => {
    if (!near) return undefined;
    if (typeof navigator !== 'undefined' && navigator.onLine === false) { setFailed(true); return undefined; }
    const onViolation = (event: SecurityPolicyViolationEvent) => {
      if (/google\./.test(event.blockedURI)) setFailed(true);
    };
    document.addEventListener('securitypolicyviolation', onViolation);
    const probe = new Image();
    probe.onerror = () => setFailed(true);
    probe.src = `${REACHABILITY_PROBE}?${Date.now()}`;
    const timer = setTimeout(() => { if (!loaded.current) setFailed(true); }, MAP_TIMEOUT_MS);
    return () => {
      document.removeEventListener('securitypolicyviolation', onViolation);
      probe.onerror = null;
      clearTimeout(timer);
    };
  }, [near]);

  const state = failed ? 'failed' : near ? 'loading' : 'waiting';
  return (
    <Frame ref={ref} data-map-state={state} $fill={fill}>
      {state === 'failed' ? (
        <Fallback role="status">
          <p><strong>{MAP_TEXTS.unavailable}</strong></p>
          <p>{query}</p>
          <ButtonLink href={googleMapsSearchUrl(query)} target="_blank" rel="noopener noreferrer">
            {MAP_TEXTS.openInMaps}
          </ButtonLink>
        </Fallback>
      ) : state === 'waiting' ? null : (
        <iframe
          title={title}
          src={googleMapsEmbedUrl(query)}
          loading="lazy"
          referrerPolicy="no-referrer-when-downgrade"
          onLoad={() => { loaded.current = true; }}
        />
      )}
    </Frame>
  );
}
