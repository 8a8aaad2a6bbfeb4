import { useEffect } from 'react';
import { COMPANY, Container, Link, registrationFacts, Skeleton, useCompanyDetails, useLocation, usePageMeta } from '@plotwise/ui';
import styled from 'styled-components';
import { PageHero } from '../../components/page-hero';
import { LEGAL_DOCUMENTS, LEGAL_LAST_UPDATED, LISTING_TERMS, PRIVACY_POLICY, TERMS_OF_USE, type LegalDocument } from './legal-content';

const Body = styled(Container)`
  max-width: 780px;
  padding-top: 32px;
  padding-bottom: 48px;
  line-height: 1.65;
  h2 { font-size: 1.3rem; margin: 32px 0 8px; scroll-margin-top: calc(${({ theme }) => theme.layout.headerHeight} + 16px); }
  ul { padding-left: 20px; display: grid; gap: 6px; }
  address { font-style: normal; }
`;

const Updated = styled.p`
  color: ${({ theme }) => theme.colors.muted};
  font-size: .95rem;
`;

const Contents = styled.nav`
  border: 1px solid ${({ theme }) => theme.colors.line};
  border-radius: ${({ theme }) => theme.radius.md};
  padding: 12px 20px;
  ol { margin: 8px 0 0; padding-left: 20px; columns: 2 220px; }
`;

const Related = styled.p`
  margin-top: 40px;
  display: flex;
  flex-wrap: wrap;
  gap: 8px 20px;
`;

/** Who runs the site: the configured company, named in the page's first lines. */
function Operator() {
  const company = useCompanyDetails();
  if (!company.data) return <Skeleton $height="3em" />;
  const facts = registrationFacts(company.data).map((fact) => `${fact.label}: ${fact.value}`).join('; ');
  return <p>This site is run by {company.data.legalName} (“{COMPANY.brand}”, “we”), {facts}.</p>;
}

/** Where to write: the grievance officer and the registered office, from configuration. */
function GrievanceContact() {
  const company = useCompanyDetails();
  if (!company.data) return <Skeleton $height="4em" />;
  const { grievanceOfficer, legalName, registeredOffice } = company.data;
  return (
    <address data-testid="grievance-officer">
      Grievance Officer: {grievanceOfficer.name}<br />
      Email: <a href={`mailto:${grievanceOfficer.email}`}>{grievanceOfficer.email}</a><br />
      Post: {legalName}, {registeredOffice}
    </address>
  );
}

/** Brings a linked section (/terms#verification) into view once the page is there. */
function useScrollToHash() {
  const { hash } = useLocation();
  useEffect(() => {
    if (hash.length > 1) document.getElementById(decodeURIComponent(hash.slice(1)))?.scrollIntoView();
  }, [hash]);
}

/** /privacy, /terms and /listing-terms: one document of legal-content.ts each. */
export function LegalPage({ document: legal }: { document: LegalDocument }) {
  usePageMeta(legal.title, legal.description);
  useScrollToHash();
  return (
    <>
      <PageHero title={legal.title} lead={legal.lead} />
      <Body as="article">
        <Updated>Last updated: <time>{LEGAL_LAST_UPDATED}</time></Updated>
        <Operator />
        <Contents aria-labelledby="legal-contents-heading">
          <strong id="legal-contents-heading">On this page</strong>
          <ol>
            {legal.sections.map((section) => <li key={section.id}><a href={`#${section.id}`}>{section.heading}</a></li>)}
          </ol>
        </Contents>
        {legal.sections.map((section) => (
          <section key={section.id} aria-labelledby={section.id}>
            <h2 id={section.id}>{section.heading}</h2>
            {section.paragraphs?.map((text) => <p key={text.slice(0, 40)}>{text}</p>)}
            {section.items && <ul>{section.items.map((item) => <li key={item.slice(0, 40)}>{item}</li>)}</ul>}
            {section.contact && <GrievanceContact />}
          </section>
        ))}
        <Related>
          {LEGAL_DOCUMENTS.filter((other) => other.path !== legal.path).map((other) => (
            <Link key={other.path} to={other.path}>{other.title}</Link>
          ))}
        </Related>
      </Body>
    </>
  );
}

export const PrivacyPage = () => <LegalPage document={PRIVACY_POLICY} />;
export const TermsPage = () => <LegalPage document={TERMS_OF_USE} />;
export const ListingTermsPage = () => <LegalPage document={LISTING_TERMS} />;
