import { useEffect, useState, type ComponentType } from 'react';
import styled from 'styled-components';
import { SITE_VISIT_TEXTS, type Project } from '@plotwise/contracts';
import { useNearViewport } from '@plotwise/ui';
import type SiteVisitForm from '../../site-visit/site-visit-form';

const Section = styled.section`
  display: grid;
  gap: 12px;
  padding: 20px;
  border: 1px solid ${({ theme }) => theme.colors.line};
  border-radius: ${({ theme }) => theme.radius.lg};
  background: ${({ theme }) => theme.colors.surface};
  h2 { margin: 0; }
  p { margin: 0; }
`;

type Form = ComponentType<{ project: { id: number; title: string } }>;

/**
 * Book a site visit. The form needs tomorrow's date and the free times, both
 * the browser's to know, so the server's page carries only the heading; the
 * Formik form loads once the section nears the screen.
 */
export function SiteVisitSection({ project }: { project: Pick<Project, 'id' | 'title'> }) {
  const [ref, near] = useNearViewport<HTMLElement>('600px');
  const [FormComponent, setForm] = useState<Form | null>(null);
  useEffect(() => {
    if (!near) return undefined;
    let live = true;
    void import('../../site-visit/site-visit-form').then(({ SiteVisitForm: loaded }: { SiteVisitForm: typeof SiteVisitForm }) => {
      if (live) setForm(() => loaded);
    }, () => undefined);
    return () => {
      live = false;
    };
  }, [near]);

  return (
    <Section ref={ref} aria-labelledby="site-visit-heading" id="site-visit">
      <h2 id="site-visit-heading">{SITE_VISIT_TEXTS.heading}</h2>
      <p>{SITE_VISIT_TEXTS.intro}</p>
      {FormComponent ? <FormComponent project={project} /> : null}
    </Section>
  );
}
