import { ButtonLink, Card, Container, Link, media, registrationFacts, Section, useCompanyDetails, usePageMeta, useSiteFigures } from '@plotwise/ui';
import styled from 'styled-components';
// The page's copy; its figures are the site's (`useSiteFigures`), shared with Home and Services.
import content from './about-content.json';
import { OUR_APPROACH, OUR_STORY } from './about-content';

const Hero = styled.section`
  background: linear-gradient(120deg, #064e3b, #0f766e);
  color: #d1fae5;
  padding: 64px 0;
  h1 { color: #fff; font-size: clamp(2rem, 5vw, 3rem); }
  p { max-width: 60ch; font-size: 1.1rem; }
`;

const Pair = styled.div`
  display: grid;
  gap: 16px;
  ${media.md} { grid-template-columns: 1fr 1fr; }
`;

const Grid = styled.ul<{ $columns: number }>`
  list-style: none;
  padding: 0;
  margin: 0;
  display: grid;
  gap: 16px;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  ${media.lg} { grid-template-columns: repeat(${({ $columns }) => $columns}, minmax(0, 1fr)); }
`;

const Panel = styled(Card)`
  padding: 24px;
  height: 100%;
  h3 { margin-bottom: 6px; }
  p { margin: 0; }
`;

const Stat = styled(Panel)`
  text-align: center;
  strong { display: block; font-size: 2rem; color: ${({ theme }) => theme.colors.brand}; }
`;

const Join = styled(Card)`
  padding: 32px;
  text-align: center;
  background: ${({ theme }) => theme.colors.accentSoft};
`;

const Facts = styled.dl`
  display: grid;
  gap: 4px 16px;
  grid-template-columns: max-content 1fr;
  margin: 0;
  dt { font-weight: 600; }
  dd { margin: 0; overflow-wrap: anywhere; }
`;

/** A headed section of titled cards in a grid: core values, our approach. */
function CardsSection({ id, heading, columns, items }: {
  id: string; heading: string; columns: number; items: readonly { title: string; text: string }[];
}) {
  return (
    <Section aria-labelledby={id}>
      <Container>
        <h2 id={id}>{heading}</h2>
        <Grid $columns={columns}>
          {items.map((item) => (
            <li key={item.title}><Panel><h3>{item.title}</h3><p>{item.text}</p></Panel></li>
          ))}
        </Grid>
      </Container>
    </Section>
  );
}

/** Who stands behind the site: the registered company, from the server's configuration. */
function CompanyRegistration() {
  const company = useCompanyDetails();
  if (!company.data) return null;
  return (
    <Section aria-labelledby="company">
      <Container>
        <h2 id="company">The company</h2>
        <p>{company.data.legalName} runs this site, incorporated in India under the Companies Act, 2013.</p>
        <Facts>
          {registrationFacts(company.data).map((fact) => (
            <div key={fact.label} style={{ display: 'contents' }}><dt>{fact.label}</dt><dd>{fact.value}</dd></div>
          ))}
          <dt>Grievance officer</dt>
          <dd>{company.data.grievanceOfficer.name}, <a href={`mailto:${company.data.grievanceOfficer.email}`}>{company.data.grievanceOfficer.email}</a></dd>
        </Facts>
      </Container>
    </Section>
  );
}

export function AboutPage() {
  usePageMeta(content.title, content.description);
  const figures = useSiteFigures();
  return (
    <>
      <Hero>
        <Container>
          <h1>{content.title}</h1>
          <p>{content.description}</p>
        </Container>
      </Hero>
      <Section>
        <Container>
          <Pair>
            <Panel as="section" aria-labelledby="vision"><h2 id="vision">Our Vision</h2><p>{content.vision}</p></Panel>
            <Panel as="section" aria-labelledby="mission"><h2 id="mission">Our Mission</h2><p>{content.mission}</p></Panel>
          </Pair>
        </Container>
      </Section>
      <CardsSection id="values" heading="Core Values" columns={4} items={content.coreValues} />
      <Section aria-label="Plotwise in figures">
        <Container>
          <Grid $columns={4} data-testid="site-figures">
            {figures.map((figure) => (
              <li key={figure.key} data-figure={figure.key}><Stat><strong>{figure.value}</strong><span>{figure.label}</span></Stat></li>
            ))}
          </Grid>
        </Container>
      </Section>
      <Section aria-labelledby="story">
        <Container>
          <h2 id="story">Our Story</h2>
          {OUR_STORY.map((paragraph) => <p key={paragraph.slice(0, 24)}>{paragraph}</p>)}
        </Container>
      </Section>
      <CardsSection id="approach" heading="Our Approach" columns={3} items={OUR_APPROACH} />
      <CompanyRegistration />
      <Section>
        <Container>
          <Join>
            <h2>{content.joinTeam.heading}</h2>
            <p>{content.joinTeam.text}</p>
            <ButtonLink as={Link} to="/careers">{content.joinTeam.button}</ButtonLink>
          </Join>
        </Container>
      </Section>
    </>
  );
}
