import type { Project } from '@plotwise/contracts';

/** 'Hinjewadi, Pune, Maharashtra'. */
export function formatPlace(project: Pick<Project, 'location' | 'city' | 'state'>): string {
  return [project.location, project.city, project.state].filter(Boolean).join(', ');
}

/** The picture a card shows: the default image, else the first; null shows the title's initial instead. */
export function coverImage(project: Pick<Project, 'defaultImage' | 'images'>): string | null {
  return project.defaultImage ?? project.images[0]?.url ?? null;
}

const dateFormat = new Intl.DateTimeFormat('en-IN', { day: 'numeric', month: 'short', year: 'numeric' });
export function formatDate(iso: string): string {
  return dateFormat.format(new Date(iso));
}
