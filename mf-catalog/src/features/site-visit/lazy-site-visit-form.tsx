import { useEffect, useState, type ComponentType } from 'react';
import { useNearViewport } from '@plotwise/ui';
import type SiteVisitForm from './site-visit-form';

type Props = { project: { id: number; title: string } };

/**
 * The booking form, loaded once its place nears the screen (Formik and yup
 * with it, never on the pages without it). It needs tomorrow's date and the
 * free times, both the browser's to know, so the server's page has none of it.
 */
export function LazySiteVisitForm({ project }: Props) {
  const [ref, near] = useNearViewport<HTMLDivElement>('600px');
  const [Form, setForm] = useState<ComponentType<Props> | null>(null);
  useEffect(() => {
    if (!near) return undefined;
    let live = true;
    void import('./site-visit-form').then(({ SiteVisitForm: loaded }: { SiteVisitForm: typeof SiteVisitForm }) => {
      if (live) setForm(() => loaded);
    }, () => undefined);
    return () => {
      live = false;
    };
  }, [near]);
  return <div ref={ref}>{Form ? <Form project={project} /> : null}</div>;
}
