import { useRef, useState } from 'react';
import styled from 'styled-components';
import { CAREERS_TEXTS } from '@plotwise/contracts';
import { Button, ButtonLink, COMPANY, Card, Container, Skeleton, formatAddress, useCompanyDetails, usePageMeta } from '@plotwise/ui';
import { PageHero } from '../../components/page-hero';
import { Columns, Panel as BasePanel } from '../../components/page-layout';
import { PointCards } from '../../components/point-cards';
import { useOpenJobs } from './api/jobs';
import { ApplicationForm } from './components/application-form';
// The page's marketing copy is plain data: why work here and life at Plotwise.
import content from './careers-content.json';

const Section = styled(Container).attrs({ as: 'section' })`
  padding-top: 40px;
  padding-bottom: 8px;
  h2 { margin: 0 0 16px; font-size: 1.6rem; }
`;

const JobCard = styled(Card)`
  padding: 20px;
  display: grid;
  gap: 10px;
  h3 { margin: 0; font-size: 1.2rem; }
  p, ul { margin: 0; }
  ul { padding-left: 20px; display: grid; gap: 4px; }
`;

const Tags = styled.ul`
  && { list-style: none; padding: 0; display: flex; flex-wrap: wrap; gap: 6px; }
  li {
    padding: 4px 10px;
    border-radius: ${({ theme }) => theme.radius.pill};
    background: ${({ theme }) => theme.colors.brandSoft};
    color: ${({ theme }) => theme.colors.brandDark};
    font-size: .85rem;
    font-weight: 600;
  }
`;

const Panel = styled(BasePanel)`
  gap: 12px;
  h2, h3 { margin: 0; }
  p, address { margin: 0; font-style: normal; }
  ul { margin: 0; padding-left: 20px; display: grid; gap: 8px; }
`;

function OpenPositions({ onApply }: { onApply: (position: string) => void }) {
  const jobs = useOpenJobs();
  if (jobs.isLoading) {
    return <div aria-busy="true" aria-label="Loading open positions" style={{ display: 'grid', gap: 12 }}><Skeleton $height="140px" /><Skeleton $height="140px" /></div>;
  }
  if (jobs.isError) return <p role="alert">{CAREERS_TEXTS.jobsFailed}</p>;
  if (!jobs.data || jobs.data.length === 0) return <p>{CAREERS_TEXTS.noOpenings}</p>;
  return (
    <div style={{ display: 'grid', gap: 16 }}>
      {jobs.data.map((job) => (
        <JobCard key={job.id} as="article" aria-labelledby={`job-${job.id}`}>
          <h3 id={`job-${job.id}`}>{job.title}</h3>
          <Tags aria-label="Details">
            <li>{job.department}</li>
            <li>{job.type}</li>
            <li>{job.location}</li>
          </Tags>
          <p>{job.description}</p>
          <ul aria-label="Requirements">
            {job.requirements.map((requirement) => <li key={requirement}>{requirement}</li>)}
          </ul>
          <div>
            <Button type="button" $variant="secondary" onClick={() => onApply(job.title)} aria-label={`Apply Now for ${job.title}`}>Apply Now</Button>
          </div>
        </JobCard>
      ))}
    </div>
  );
}

export function CareersPage() {
  usePageMeta('Careers', `Join ${COMPANY.brand}: open positions in sales, legal, technology and marketing, and how to apply.`);
  const jobs = useOpenJobs();
  const company = useCompanyDetails();
  const [chosen, setChosen] = useState<{ position: string } | null>(null);
  const form = useRef<HTMLDivElement>(null);

  const apply = (position: string) => {
    setChosen({ position });
    form.current?.scrollIntoView({ behavior: 'smooth', block: 'start' });
    form.current?.querySelector<HTMLInputElement>('input')?.focus({ preventScroll: true });
  };

  return (
    <>
      <PageHero
        title="Build the most trusted way to buy land in India"
        lead={`We are a team of advisors, lawyers, engineers and marketers who review every listing before a buyer sees it. Come and work with us.`}
      >
        <ButtonLink href="#open-positions" $variant="accent">View Open Positions</ButtonLink>
      </PageHero>

      <Section aria-labelledby="why-heading">
        <h2 id="why-heading">Why work at {COMPANY.brand}</h2>
        <PointCards points={content.whyWorkHere} />
      </Section>

      <Section aria-labelledby="life-heading">
        <Panel>
          <h2 id="life-heading">Life at {COMPANY.brand}</h2>
          <ul>{content.lifeAtPlotwise.map((line) => <li key={line}>{line}</li>)}</ul>
        </Panel>
      </Section>

      <Section id="open-positions" aria-labelledby="positions-heading">
        <h2 id="positions-heading">Open Positions</h2>
        <OpenPositions onApply={apply} />
      </Section>

      <Section aria-labelledby="apply-heading" style={{ paddingBottom: 40 }}>
        <Columns $columns="1.4fr 1fr">
          <Panel>
            <h2 id="apply-heading">Apply now</h2>
            <p>Fields marked * are required. We read every application and reply within two weeks.</p>
            <ApplicationForm ref={form} jobs={jobs.data ?? []} chosen={chosen} />
          </Panel>
          <Panel as="aside" aria-labelledby="spontaneous-heading">
            <h3 id="spontaneous-heading">No role that fits?</h3>
            <p>We are always glad to hear from people who care about honest real estate. Send a spontaneous application with your CV to <a href={`mailto:${COMPANY.careersEmail}`}>{COMPANY.careersEmail}</a>, or by post to:</p>
            <address>Human Resources<br />{company.data?.legalName ?? COMPANY.brand}<br />{formatAddress()}</address>
          </Panel>
        </Columns>
      </Section>
    </>
  );
}
