import { COMPANY, Container, formatAddress, Link, media, registrationFacts, useCompanyDetails, useQuery, useSession, VERIFICATION } from '@plotwise/ui';
import styled from 'styled-components';
import type { SocialLink } from '@plotwise/contracts';
import { FOOTER_CITIES, LEGAL_LINKS, QUICK_LINKS, SUBMIT_PLOT_PATH, postPlotPath } from './nav-items';
import { NewsletterForm } from './newsletter-form';
import { SocialIcon } from './social-icon';

export const NO_SOCIAL_LINKS_TEXT = 'Our social profiles will be listed here.';

const Wrap = styled.footer`
  background: #0b1f1d;
  color: #cbd5e1;
  /* Room under the last line for the scroll-to-top button, which sits bottom left. */
  padding: 48px 0 72px;
  ${media.sm} { padding-bottom: 88px; }
  margin-top: 64px;
  a { color: #e2e8f0; text-decoration: none; }
  a:hover { color: #fff; text-decoration: underline; }
  h2 { color: #fff; font-size: 1rem; margin-bottom: 12px; }
`;

const Columns = styled.div`
  display: grid;
  gap: 32px;
  grid-template-columns: 1fr;
  ${media.md} { grid-template-columns: 1.4fr 1fr 1fr 1.2fr; }
`;

const List = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: 8px;
`;

const Socials = styled.ul`
  list-style: none;
  display: flex;
  gap: 10px;
  padding: 0;
  margin: 16px 0 0;
  a {
    display: inline-flex; width: 40px; height: 40px; align-items: center; justify-content: center;
    border-radius: 50%; background: rgba(255,255,255,.08);
  }
`;

const Bottom = styled.div`
  border-top: 1px solid rgba(255,255,255,.1);
  margin-top: 32px;
  padding-top: 16px;
  display: flex;
  flex-wrap: wrap;
  gap: 12px 24px;
  justify-content: space-between;
  font-size: .9rem;
`;

const Registration = styled.p`
  margin: 12px 0 0;
  font-size: .8rem;
  color: #94a3b8;
  span + span::before { content: ' · '; }
  /* A link inside a line of text is told apart by more than its colour. */
  a { text-decoration: underline; text-underline-offset: 2px; }
`;

/** The registered company and its grievance officer, from the server's configuration. */
function CompanyRegistration() {
  const company = useCompanyDetails();
  if (!company.data) return null;
  const { grievanceOfficer } = company.data;
  return (
    <Registration data-testid="company-registration">
      <span>{company.data.legalName}</span>
      {registrationFacts(company.data).map((fact) => <span key={fact.label}>{fact.label}: {fact.value}</span>)}
      <span>Grievance officer: {grievanceOfficer.name}, <a href={`mailto:${grievanceOfficer.email}`}>{grievanceOfficer.email}</a></span>
    </Registration>
  );
}

function CopyrightHolder() {
  const company = useCompanyDetails();
  return <>{company.data?.legalName ?? COMPANY.brand}</>;
}

function SocialLinks() {
  const { data } = useQuery<SocialLink[]>({ queryKey: ['/api/social-media-links'] });
  const active = (data ?? []).filter((link) => link.isActive);
  if (active.length === 0) return <p>{NO_SOCIAL_LINKS_TEXT}</p>;
  return (
    <Socials aria-label="Social media">
      {active.map((link) => (
        <li key={link.id}>
          <a href={link.url} target="_blank" rel="noopener noreferrer" aria-label={link.platform}>
            <SocialIcon platform={link.platform} />
          </a>
        </li>
      ))}
    </Socials>
  );
}

export function Footer() {
  const { user } = useSession();
  return (
    <Wrap>
      <Container>
        <Columns>
          <div>
            <h2>{COMPANY.brand}</h2>
            <p>{COMPANY.tagline}. {VERIFICATION.promise}</p>
            <address style={{ fontStyle: 'normal', display: 'grid', gap: 6 }}>
              <span>{formatAddress()}</span>
              <a href={COMPANY.phoneHref}>{COMPANY.phone}</a>
              <a href={`mailto:${COMPANY.email}`}>{COMPANY.email}</a>
            </address>
            <SocialLinks />
          </div>
          <nav aria-label="Quick links">
            <h2>Quick Links</h2>
            <List>
              {QUICK_LINKS.map((link) => <li key={link.to}><Link to={link.to === SUBMIT_PLOT_PATH ? postPlotPath(user) : link.to}>{link.label}</Link></li>)}
            </List>
          </nav>
          <nav aria-label="Plots by location">
            <h2>Plots by Location</h2>
            <List>
              {FOOTER_CITIES.map((city) => (
                <li key={city}><Link to={`/listings?city=${city}`}>Plots in {city}</Link></li>
              ))}
            </List>
          </nav>
          <div>
            <h2>Newsletter</h2>
            <p>New projects and price trends, once a month.</p>
            <NewsletterForm />
          </div>
        </Columns>
        <Bottom>
          <span>© {new Date().getFullYear()} <CopyrightHolder />. All rights reserved.</span>
          <nav aria-label="Legal" style={{ display: 'flex', flexWrap: 'wrap', gap: '8px 16px' }}>
            {LEGAL_LINKS.map((link) => <Link key={link.to} to={link.to}>{link.label}</Link>)}
          </nav>
        </Bottom>
        <CompanyRegistration />
      </Container>
    </Wrap>
  );
}

const AdminWrap = styled.footer`
  border-top: 1px solid ${({ theme }) => theme.colors.line};
  margin-top: 48px;
  padding: 16px 0;
  font-size: .9rem;
  color: ${({ theme }) => theme.colors.muted};
  div { display: flex; flex-wrap: wrap; gap: 8px 24px; justify-content: space-between; }
`;

/** The admin portal's footer: who runs the site, and the way back to it; no newsletter or city links. */
export function AdminFooter() {
  return (
    <AdminWrap>
      <Container>
        <span>© {new Date().getFullYear()} <CopyrightHolder />. Admin Portal.</span>
        <Link to="/">View the public site</Link>
      </Container>
    </AdminWrap>
  );
}
