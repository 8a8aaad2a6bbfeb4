import { useEffect, useRef, useState } from 'react';
import { announceCommittedPath, BOTTOM_BAR_HEIGHT_VAR, media, mobileMenuToggled, theme, useDispatch, useLocation } from '@plotwise/ui';
import styled from 'styled-components';

/** How far down the page the scroll-to-top button appears. */
export const SCROLL_TOP_THRESHOLD_PX = 300;

/**
 * Every page change starts at the top, with the mobile menu closed, and is
 * announced once on screen. The page the browser loaded stays where it is:
 * on a slow phone the visitor has read and scrolled (or followed a #link)
 * long before the scripts hydrate it.
 */
export function ScrollToTopOnNavigate() {
  const { pathname } = useLocation();
  const dispatch = useDispatch();
  const shown = useRef(pathname);
  useEffect(() => {
    if (shown.current !== pathname) window.scrollTo(0, 0);
    shown.current = pathname;
    dispatch(mobileMenuToggled(false));
    // The route is on screen now: what waits for it (a logout ending the session) may go on.
    announceCommittedPath(pathname);
  }, [pathname, dispatch]);
  return null;
}

/** A phone's width: the button there shows only while the visitor scrolls back up, and a moment after. */
const PHONE = `(max-width: ${Number.parseInt(theme.breakpoints.sm, 10) - 1}px)`;

export const SCROLL_TOP_LINGER_MS = 3_000;

const Floating = styled.button`
  position: fixed;
  left: 12px;
  /* Above a page's bottom bar (the project page's contact bar on phones). */
  bottom: calc(12px + var(${BOTTOM_BAR_HEIGHT_VAR}, 0px));
  z-index: 40;
  width: 40px;
  height: 40px;
  display: grid;
  place-items: center;
  border-radius: 50%;
  /* A light ring: the footer it passes over is as dark as the button. */
  border: 2px solid rgba(255, 255, 255, .85);
  background: ${({ theme: site }) => site.colors.ink};
  color: #fff;
  box-shadow: ${({ theme: site }) => site.shadow.raised};
  cursor: pointer;
  ${media.sm} {
    left: 16px;
    bottom: calc(16px + var(${BOTTOM_BAR_HEIGHT_VAR}, 0px));
    width: 48px;
    height: 48px;
  }
`;

const isField = (target: EventTarget | null) =>
  target instanceof HTMLElement && (target.matches('input, textarea, select') || target.isContentEditable);

/**
 * Past the threshold, the way back up. It hides while a form field has the
 * focus (a phone's keyboard leaves little room), and on a phone it shows only
 * while the visitor scrolls back up and a moment after, so it does not stay on
 * what they are reading.
 */
export function ScrollTopButton() {
  const [past, setPast] = useState(false);
  const [goingUp, setGoingUp] = useState(false);
  // Starts as the server's HTML does (no DOM there); a field focused before hydration is read on mount.
  const [typing, setTyping] = useState(false);
  const [phone, setPhone] = useState(false);
  useEffect(() => {
    let last = window.scrollY;
    let linger: ReturnType<typeof setTimeout> | undefined;
    const onScroll = () => {
      const y = window.scrollY;
      setPast(y > SCROLL_TOP_THRESHOLD_PX);
      if (y !== last) {
        setGoingUp(y < last);
        clearTimeout(linger);
        if (y < last) linger = setTimeout(() => setGoingUp(false), SCROLL_TOP_LINGER_MS);
      }
      last = y;
    };
    onScroll();
    setTyping(isField(document.activeElement));
    const onFocus = (event: FocusEvent) => setTyping(isField(event.target));
    const onBlur = () => setTyping(false);
    window.addEventListener('scroll', onScroll, { passive: true });
    document.addEventListener('focusin', onFocus);
    document.addEventListener('focusout', onBlur);
    const narrow = typeof window.matchMedia === 'function' ? window.matchMedia(PHONE) : null;
    const onWidth = () => setPhone(narrow?.matches ?? false);
    onWidth();
    narrow?.addEventListener('change', onWidth);
    return () => {
      clearTimeout(linger);
      window.removeEventListener('scroll', onScroll);
      document.removeEventListener('focusin', onFocus);
      document.removeEventListener('focusout', onBlur);
      narrow?.removeEventListener('change', onWidth);
    };
  }, []);
  if (!past || typing || (phone && !goingUp)) return null;
  return (
    <Floating type="button" aria-label="Scroll to top" onClick={() => window.scrollTo({ top: 0, behavior: 'smooth' })}>
      <svg width="20" height="20" viewBox="0 0 24 24" aria-hidden="true" stroke="currentColor" strokeWidth="2.5" fill="none">
        <path d="M12 19V5M5 12l7-7 7 7" />
      </svg>
    </Floating>
  );
}
