import { useEffect, useRef } from 'react';
import { Button, ButtonLink, COMPANY, Container, Link, media, mobileMenuToggled, selectMobileMenuOpen, useDispatch, useLocation, useLogout, useSelector, useSession } from '@plotwise/ui';
import styled from 'styled-components';
import { HeaderIconButton } from './header-icon-button';
import { NAV_ITEMS, isNavItemActive, postPlotPath } from './nav-items';
import { SmsAlertsButton } from '../sms-alerts/sms-alerts-button';
import { HEADER_CHAT_SLOT_ID } from '../contact-widget/contact-widget-launcher';

const Bar = styled.header`
  position: sticky;
  top: 0;
  z-index: 50;
  background: rgba(255, 255, 255, .96);
  backdrop-filter: saturate(180%) blur(8px);
  border-bottom: 1px solid ${({ theme }) => theme.colors.line};
`;

const Inner = styled(Container)`
  display: flex;
  align-items: center;
  gap: 16px;
  height: ${({ theme }) => theme.layout.headerHeight};
`;

const Brand = styled(Link)`
  display: flex;
  align-items: center;
  gap: 8px;
  font-weight: 800;
  font-size: 1.25rem;
  color: ${({ theme }) => theme.colors.ink};
  text-decoration: none;
  strong span { color: ${({ theme }) => theme.colors.brand}; }
`;

const Nav = styled.nav`
  display: none;
  gap: 2px;
  ${media.lg} { display: flex; }
`;

// Labels stay on one line; from 1024 to 1279 px six of them and the actions fit only set tighter.
const NavItem = styled(Link)<{ $active: boolean }>`
  padding: 8px 12px;
  white-space: nowrap;
  ${media.lg} { padding: 8px 6px; font-size: .95rem; }
  @media (min-width: ${({ theme }) => theme.breakpoints.xl}) { padding: 8px 12px; font-size: 1rem; }
  border-radius: ${({ theme }) => theme.radius.md};
  text-decoration: none;
  font-weight: 600;
  color: ${({ $active, theme }) => ($active ? theme.colors.brand : theme.colors.text)};
  background: ${({ $active, theme }) => ($active ? theme.colors.brandSoft : 'transparent')};
  &:hover { color: ${({ theme }) => theme.colors.brand}; }
`;

const Actions = styled.div`
  margin-left: auto;
  display: flex;
  align-items: center;
  gap: 8px;
`;

const WideOnly = styled.div`
  display: none;
  gap: 8px;
  white-space: nowrap;
  ${media.md} { display: flex; }
  ${media.lg} { > * { padding: 0 12px; } }
  @media (min-width: ${({ theme }) => theme.breakpoints.xl}) { > * { padding: 0 18px; } }
`;

/** Where the contact button sits while the menu button shows (it would cover the page floating). */
const ChatSlot = styled.span`
  display: contents;
  ${media.lg} { display: none; }
`;

const MenuButton = styled(HeaderIconButton)`
  ${media.lg} { display: none; }
`;

/** Clips the sliding menu so that, closed, it cannot widen the page on a phone. */
const DrawerViewport = styled.div<{ $open: boolean }>`
  position: fixed;
  z-index: 49;
  inset: ${({ theme }) => theme.layout.headerHeight} 0 0 0;
  overflow: hidden;
  pointer-events: ${({ $open }) => ($open ? 'auto' : 'none')};
  visibility: ${({ $open }) => ($open ? 'visible' : 'hidden')};
  background: ${({ $open }) => ($open ? 'rgba(15, 23, 42, .35)' : 'transparent')};
  transition: background .2s, visibility .2s;
  ${media.lg} { display: none; }
`;

const Drawer = styled.div<{ $open: boolean }>`
  position: absolute;
  top: 0;
  right: 0;
  bottom: 0;
  width: min(320px, 85vw);
  overflow-y: auto;
  background: ${({ theme }) => theme.colors.surface};
  box-shadow: ${({ theme }) => theme.shadow.raised};
  transform: translateX(${({ $open }) => ($open ? '0' : '100%')});
  transition: transform .2s;
  padding: 16px;
  display: flex;
  flex-direction: column;
  gap: 4px;
`;

function AccountLink({ onNavigate }: { onNavigate?: () => void }) {
  const { user } = useSession();
  const logout = useLogout();
  if (!user) return <ButtonLink as={Link} to="/login" $variant="secondary" onClick={onNavigate}>Login / Sign Up</ButtonLink>;
  const home = user.role === 'admin' ? '/admin/dashboard' : user.role === 'agent' ? (user.isApproved ? '/agent-dashboard' : '/agent-pending') : '/dashboard';
  return (
    <>
      <ButtonLink as={Link} to={home} $variant="secondary" onClick={onNavigate}>{user.name.split(' ')[0]}</ButtonLink>
      <Button type="button" $variant="ghost" disabled={logout.isPending} onClick={() => { onNavigate?.(); logout.mutate(); }}>Logout</Button>
    </>
  );
}

const PortalLabel = styled.span`
  padding: 4px 10px;
  border-radius: ${({ theme }) => theme.radius.pill};
  background: ${({ theme }) => theme.colors.brandSoft};
  color: ${({ theme }) => theme.colors.brandDark};
  font-weight: 700;
  font-size: .85rem;
  white-space: nowrap;
  display: none;
  ${media.sm} { display: inline; }
`;

/**
 * The admin portal's own bar: the brand, "Admin Portal", a way back to the
 * public site and the session; none of the visitor's navigation, alerts or
 * "Post Your Plot".
 */
export function AdminHeader() {
  const { user } = useSession();
  const logout = useLogout();
  return (
    <Bar>
      <Inner>
        <Brand to="/admin/dashboard" aria-label={`${COMPANY.brand} admin portal`}>
          <BrandMark />
          <strong>Plot<span>wise</span></strong>
        </Brand>
        <PortalLabel>Admin Portal</PortalLabel>
        <Actions>
          <WideOnly>
            <ButtonLink as={Link} to="/" $variant="ghost">View site</ButtonLink>
          </WideOnly>
          {user && (
            <Button type="button" $variant="secondary" disabled={logout.isPending} onClick={() => logout.mutate()}>Logout</Button>
          )}
        </Actions>
      </Inner>
    </Bar>
  );
}

function BrandMark() {
  return (
    <svg width="28" height="28" viewBox="0 0 32 32" aria-hidden="true">
      <rect width="32" height="32" rx="7" fill="#0f766e" />
      <path d="M8 24V9h8.5a5.5 5.5 0 010 11H12" stroke="#fff" strokeWidth="3" fill="none" />
    </svg>
  );
}

export function Header() {
  const { pathname } = useLocation();
  const { user } = useSession();
  const menuOpen = useSelector(selectMobileMenuOpen);
  const dispatch = useDispatch();
  const closeMenu = () => dispatch(mobileMenuToggled(false));
  const menuButton = useRef<HTMLButtonElement>(null);

  // Escape closes the phone menu and gives the focus back to its button.
  useEffect(() => {
    if (!menuOpen) return undefined;
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      dispatch(mobileMenuToggled(false));
      menuButton.current?.focus();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [menuOpen, dispatch]);

  // The menu sits beside the bar, not inside it: the bar's backdrop-filter would
  // make it the containing block of the fixed menu and clip it to 64 px.
  return (
    <>
      <Bar>
        <Inner>
          <Brand to="/" aria-label={`${COMPANY.brand} home`}>
            <BrandMark />
            <strong>Plot<span>wise</span></strong>
          </Brand>
          <Nav aria-label="Main">
            {NAV_ITEMS.map((item) => {
              const active = isNavItemActive(item, pathname);
              return (
                <NavItem key={item.to} to={item.to} $active={active} aria-current={active ? 'page' : undefined}>
                  {item.label}
                </NavItem>
              );
            })}
          </Nav>
          <Actions>
            <SmsAlertsButton />
            <WideOnly>
              <AccountLink />
              <ButtonLink as={Link} to={postPlotPath(user)} $variant="accent">Post Your Plot</ButtonLink>
            </WideOnly>
            <ChatSlot id={HEADER_CHAT_SLOT_ID} />
            <MenuButton
              ref={menuButton}
              type="button"
              aria-label={menuOpen ? 'Close menu' : 'Open menu'}
              aria-expanded={menuOpen}
              aria-controls="mobile-menu"
              onClick={() => dispatch(mobileMenuToggled())}
            >
              <svg width="22" height="22" viewBox="0 0 24 24" aria-hidden="true" stroke="currentColor" strokeWidth="2" fill="none">
                {menuOpen ? <path d="M6 6l12 12M18 6L6 18" /> : <path d="M4 7h16M4 12h16M4 17h16" />}
              </svg>
            </MenuButton>
          </Actions>
        </Inner>
      </Bar>
      <DrawerViewport
        $open={menuOpen}
        onClick={(event) => {
          if (event.target === event.currentTarget) closeMenu();
        }}
      >
        <Drawer id="mobile-menu" $open={menuOpen} aria-hidden={!menuOpen} inert={!menuOpen}>
          <nav aria-label="Mobile" style={{ display: 'contents' }}>
            {NAV_ITEMS.map((item) => (
              <NavItem key={item.to} to={item.to} $active={isNavItemActive(item, pathname)} onClick={closeMenu}>
                {item.label}
              </NavItem>
            ))}
            <AccountLink onNavigate={closeMenu} />
            <ButtonLink as={Link} to={postPlotPath(user)} $variant="accent" onClick={closeMenu}>Post Your Plot</ButtonLink>
          </nav>
        </Drawer>
      </DrawerViewport>
    </>
  );
}
