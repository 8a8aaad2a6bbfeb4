import { useEffect, type ComponentType, type ReactNode } from 'react';
import { AppProviders, BrowserRouter, HydrateApart, Route, Routes, useLocation, type QueryClient } from '@plotwise/ui';
import styled from 'styled-components';
import { AdminHeader, Header } from '../features/layout/header';
import { AdminFooter, Footer } from '../features/layout/footer';
import { ScrollToTopOnNavigate, ScrollTopButton } from '../features/layout/scroll-behaviour';
import { ComingSoon } from '../features/static-pages/coming-soon';
import { LoadedRoutesContext, RemoteOutlet } from '../features/remotes/remote-outlet';
import { ContactWidgetLauncher } from '../features/contact-widget/contact-widget-launcher';

// At least a screen tall, so the footer starts below the fold: a page that grows as
// its data arrives (skeleton, then content) never shifts what the visitor sees (CLS).
const Main = styled.main`
  min-height: calc(100vh - ${({ theme }) => theme.layout.headerHeight});
  /* Focused by the skip link (tabIndex -1), never by a tab press: no ring. */
  &:focus { outline: none; }
`;

/** Routes the shell owns itself; everything else belongs to whichever remote claims the path. */
export function ShellRoutes() {
  return (
    <Routes>
      <Route path="/sitemap" element={<ComingSoon title="Sitemap" />} />
      <Route path="*" element={<RemoteOutlet />} />
    </Routes>
  );
}

/** The admin portal's paths: they get a frame of their own. */
export const isAdminPath = (pathname: string) => pathname === '/admin' || pathname.startsWith('/admin/');

/** What every page has: the skip link, a header, the routes in <main>, and what follows them. */
function Frame({ header, after }: { header: ReactNode; after: ReactNode }) {
  return (
    <>
      <ScrollToTopOnNavigate />
      <a href="#content" className="skip-link">Skip to content</a>
      {header}
      <Main id="content" tabIndex={-1}>
        <ShellRoutes />
      </Main>
      {after}
    </>
  );
}

/**
 * The site's frame; the admin portal gets its own (its header and a slim
 * footer, without the public newsletter box, "Post Your Plot", alerts or the
 * contact button).
 */
export function Layout() {
  const { pathname } = useLocation();
  if (isAdminPath(pathname)) {
    return (
      <Frame
        header={<AdminHeader />}
        after={
          <>
            <AdminFooter />
            <ScrollTopButton />
            <InteractiveMark />
          </>
        }
      />
    );
  }
  return (
    <Frame
      header={<Header />}
      after={
        <HydrateApart>
          <Footer />
          <ScrollTopButton />
          <ContactWidgetLauncher />
          <InteractiveMark />
        </HydrateApart>
      }
    />
  );
}

interface AppProps {
  /** The cache holding a server-rendered page's reads. */
  queryClient?: QueryClient;
  /** Route trees loaded before hydration, by remote name. */
  loadedRoutes?: Readonly<Record<string, ComponentType>>;
}

/**
 * Marks the page as answering to the visitor (hydrated, or rendered in the
 * browser): browser tests and benchmarks wait for this mark. It is the last
 * thing on the page, inside the footer's part where there is one, so it is set
 * once that part (hydrated apart, after the rest) is hydrated too: a click on
 * a part still waiting for hydration can be lost.
 */
function InteractiveMark() {
  useEffect(() => {
    document.documentElement.dataset.interactive = 'true';
  }, []);
  return null;
}

export function App({ queryClient, loadedRoutes = NO_LOADED_ROUTES }: AppProps) {
  return (
    <AppProviders queryClient={queryClient}>
      <BrowserRouter>
        <LoadedRoutesContext.Provider value={loadedRoutes}>
          <Layout />
        </LoadedRoutesContext.Provider>
      </BrowserRouter>
    </AppProviders>
  );
}

const NO_LOADED_ROUTES: Readonly<Record<string, ComponentType>> = {};
