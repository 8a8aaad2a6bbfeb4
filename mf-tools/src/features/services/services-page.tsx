import { useCallback, useState } from 'react';
import styled from 'styled-components';
import { Button, ButtonLink, COMPANY, Card, Container, media, usePageMeta, useSiteFigures } from '@plotwise/ui';
import { PageHero } from '../../components/page-hero';
import { PointCards } from '../../components/point-cards';
import { QuoteDialog } from './components/quote-dialog';
// What we do and how we work is plain data; the page's figures are the site's (`useSiteFigures`).
import content from './services-content.json';

const Section = styled(Container).attrs({ as: 'section' })`
  padding-top: 48px;
  h2 { margin: 0 0 8px; font-size: 1.6rem; }
  > p { margin: 0 0 20px; color: ${({ theme }) => theme.colors.muted}; }
`;

const Partnership = styled(Card)`
  padding: 28px;
  display: grid;
  gap: 16px;
  background: ${({ theme }) => theme.colors.accentSoft};
  ${media.md} { grid-template-columns: 1.2fr 1fr; align-items: center; }
  h2 { margin: 0; }
  ul { margin: 0; padding-left: 20px; display: grid; gap: 8px; }
`;

const Steps = styled.ol`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: 16px;
  grid-template-columns: repeat(auto-fit, minmax(min(100%, 220px), 1fr));
  counter-reset: step;
  li { counter-increment: step; }
  li::before {
    content: counter(step);
    display: inline-flex; align-items: center; justify-content: center;
    width: 36px; height: 36px; border-radius: 50%;
    background: ${({ theme }) => theme.colors.brand}; color: #fff; font-weight: 700; margin-bottom: 10px;
  }
  h3 { margin: 0 0 6px; font-size: 1.05rem; }
  p { margin: 0; }
`;

const Figures = styled.dl`
  display: grid;
  grid-template-columns: repeat(3, 1fr);
  gap: 12px;
  margin: 0;
  text-align: center;
  div { padding: 20px 8px; border-radius: ${({ theme }) => theme.radius.lg}; background: ${({ theme }) => theme.colors.brandSoft}; }
  dt { color: ${({ theme }) => theme.colors.text}; font-weight: 600; }
  dd { margin: 0 0 4px; font-size: clamp(1.5rem, 5vw, 2.25rem); font-weight: 800; color: ${({ theme }) => theme.colors.brandDark}; }
  div { display: flex; flex-direction: column-reverse; }
`;

const EmailCta = styled(Card)`
  margin-bottom: 40px;
  padding: 28px;
  text-align: center;
  display: grid;
  gap: 12px;
  justify-items: center;
  h2 { margin: 0; }
  p { margin: 0; }
`;

export function ServicesPage() {
  usePageMeta('Our Services', 'Buying, selling, legal verification, loans and valuation for plots across India, and sales partnerships for developers.');
  const figures = useSiteFigures();
  const [quoteOpen, setQuoteOpen] = useState(false);
  const closeQuote = useCallback(() => setQuoteOpen(false), []);

  return (
    <>
      <PageHero
        title="Real estate services, from first call to registration"
        lead="Whether you are buying your first plot, selling land or launching a project, our advisors, lawyers and loan experts handle it end to end."
      >
        <ButtonLink href={COMPANY.phoneHref} $variant="accent">Call Us: {COMPANY.phone}</ButtonLink>
        <Button type="button" $variant="secondary" onClick={() => setQuoteOpen(true)}>Get Quote</Button>
      </PageHero>

      <Section aria-labelledby="services-heading">
        <h2 id="services-heading">What we do</h2>
        <p>Seven services, one team accountable for all of them.</p>
        <PointCards points={content.services} minWidth={260} cardAs="article" />
      </Section>

      <Section aria-labelledby="partner-heading">
        <Partnership>
          <div>
            <h2 id="partner-heading">Developer sales and marketing partnership</h2>
            <p>Launching a plotted development? We become your sales and marketing team, so you can focus on building.</p>
            <div style={{ marginTop: 16 }}><Button type="button" onClick={() => setQuoteOpen(true)}>Partner With Us</Button></div>
          </div>
          <ul>{content.partnershipPoints.map((point) => <li key={point}>{point}</li>)}</ul>
        </Partnership>
      </Section>

      <Section aria-labelledby="process-heading">
        <h2 id="process-heading">How it works</h2>
        <p>Four steps, with one advisor beside you throughout.</p>
        <Steps>
          {content.processSteps.map((step) => <li key={step.title}><h3>{step.title}</h3><p>{step.text}</p></li>)}
        </Steps>
      </Section>

      <Section aria-labelledby="trust-heading">
        <h2 id="trust-heading">Trusted across India</h2>
        <p>Numbers we are proud of.</p>
        <Figures data-testid="site-figures">
          {figures.map((figure) => <div key={figure.key} data-figure={figure.key}><dt>{figure.label}</dt><dd>{figure.value}</dd></div>)}
        </Figures>
      </Section>

      <Section aria-labelledby="email-heading">
        <EmailCta>
          <h2 id="email-heading">Prefer email?</h2>
          <p>Write to us with your requirement and we will reply within {COMPANY.responseTime}.</p>
          <ButtonLink href={`mailto:${COMPANY.email}?subject=${encodeURIComponent('Service enquiry')}`}>Email {COMPANY.email}</ButtonLink>
        </EmailCta>
      </Section>

      {quoteOpen && <QuoteDialog onClose={closeQuote} />}
    </>
  );
}
