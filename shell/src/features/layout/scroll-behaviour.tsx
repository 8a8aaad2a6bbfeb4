import { useEffect, useRef, useState } from 'react';
import { announceCommittedPath, BOTTOM_BAR_HEIGHT_VAR, mobileMenuToggled, useDispatch, useLocation } from '@plotwise/ui';
import styled from 'styled-components';

/** The spec's threshold for showing the scroll-to-top button. */
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

const Floating = styled.button`
  position: fixed;
  left: 16px;
  /* Above a page's bottom bar (the project page's contact bar on phones). */
  bottom: calc(16px + var(${BOTTOM_BAR_HEIGHT_VAR}, 0px));
  z-index: 40;
  width: 48px;
  height: 48px;
  border-radius: 50%;
  border: 0;
  background: ${({ theme }) => theme.colors.ink};
  color: #fff;
  box-shadow: ${({ theme }) => theme.shadow.raised};
  cursor: pointer;
`;

export function ScrollTopButton() {
  const [visible, setVisible] = useState(false);
  useEffect(() => {
    const onScroll = () => setVisible(window.scrollY > SCROLL_TOP_THRESHOLD_PX);
    onScroll();
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => window.removeEventListener('scroll', onScroll);
  }, []);
  if (!visible) return null;
  return (
    <Floating type="button" aria-label="Scroll to top" onClick={() => window.scrollTo({ top: 0, behavior: 'smooth' })}>
      <svg width="20" height="20" viewBox="0 0 24 24" aria-hidden="true" stroke="currentColor" strokeWidth="2.5" fill="none">
        <path d="M12 19V5M5 12l7-7 7 7" />
      </svg>
    </Floating>
  );
}
