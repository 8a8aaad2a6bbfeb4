import { useEffect, useRef, useState } from 'react';
import styled from 'styled-components';
import { CATALOG_SCREEN_TEXTS } from '@plotwise/contracts';
import { ButtonLink } from '@plotwise/ui';
import { mapEmbedUrl, mapQuery, mapSearchUrl } from '../contact-links';

/** A map that has not loaded after this long counts as failed. */
const MAP_TIMEOUT_MS = 15_000;
/** A tiny picture on Google's origin: if it cannot load, neither can the map. */
const REACHABILITY_PROBE = 'https://www.google.com/favicon.ico';

const Frame = styled.div`
  position: relative;
  aspect-ratio: 16 / 10;
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

/**
 * Google Maps' embed for 'location, city, state', loaded when it scrolls near.
 * It falls back to an open-in-maps link when the embed is blocked (a content
 * policy or an extension), Google cannot be reached, or it does not load in time.
 */
export function MapEmbed({ project }: { project: { title: string; location: string; city: string; state: string } }) {
  const ref = useRef<HTMLDivElement>(null);
  const [near, setNear] = useState(false);
  const [failed, setFailed] = useState(false);
  const loaded = useRef(false);

  // Start only when the map comes near the screen.
  useEffect(() => {
    const element = ref.current;
    if (!element || typeof IntersectionObserver === 'undefined') { setNear(true); return undefined; }
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((entry) => entry.isIntersecting)) { setNear(true); observer.disconnect(); }
    }, { rootMargin: '300px' });
    observer.observe(element);
    return () => observer.disconnect();
  }, []);

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
  const place = mapQuery(project);
  return (
    <Frame ref={ref} data-map-state={state}>
      {state === 'failed' ? (
        <Fallback role="status">
          <p><strong>{CATALOG_SCREEN_TEXTS.mapUnavailable}</strong></p>
          <p>{place}</p>
          <ButtonLink href={mapSearchUrl(project)} target="_blank" rel="noopener noreferrer">
            {CATALOG_SCREEN_TEXTS.openInMaps}
          </ButtonLink>
        </Fallback>
      ) : state === 'waiting' ? null : (
        <iframe
          title={`Map of ${project.title}, ${place}`}
          src={mapEmbedUrl(project)}
          loading="lazy"
          referrerPolicy="no-referrer-when-downgrade"
          onLoad={() => { loaded.current = true; }}
        />
      )}
    </Frame>
  );
}
