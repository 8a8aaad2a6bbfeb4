import type { Project } from '@plotwise/contracts';
import { COMPANY, googleMapsDirectionsUrl } from '@plotwise/ui';

type ProjectPlace = Pick<Project, 'title' | 'location' | 'city' | 'state'>;
type ProjectContact = ProjectPlace & Pick<Project, 'contactPhone' | 'contactEmail'>;

/** 'Hinjewadi, Pune, Maharashtra': what maps search for (location, city, state). */
export function mapQuery(project: Pick<Project, 'location' | 'city' | 'state'>): string {
  return [project.location, project.city, project.state].map((part) => part?.trim()).filter(Boolean).join(', ');
}

export function directionsUrl(project: Pick<Project, 'location' | 'city' | 'state'>): string {
  return googleMapsDirectionsUrl(mapQuery(project));
}

/** Digits of a phone number with India's country code; null when it is not a usable number. */
export function internationalDigits(phone: string | null | undefined): string | null {
  const digits = (phone ?? '').replace(/\D/g, '');
  if (digits.length === 10) return `91${digits}`;
  if (digits.length === 11 && digits.startsWith('0')) return `91${digits.slice(1)}`;
  if (digits.length === 12 && digits.startsWith('91')) return digits;
  return null;
}

/** The project's own line when it has one, else the company's. */
export function telHref(project: Pick<Project, 'contactPhone'>): string {
  const digits = internationalDigits(project.contactPhone);
  return digits ? `tel:+${digits}` : COMPANY.phoneHref;
}

export function phoneLabel(project: Pick<Project, 'contactPhone'>): string {
  return internationalDigits(project.contactPhone) ? project.contactPhone!.trim() : COMPANY.phone;
}

/** A WhatsApp chat with a first message that names the project and, when known, links to its page. */
export function whatsappHref(project: ProjectContact, pageUrl?: string | null): string {
  const number = internationalDigits(project.contactPhone) ?? COMPANY.whatsappNumber;
  const place = [project.location, project.city].filter(Boolean).join(', ');
  const text = `Hello, I am interested in ${project.title}${place ? ` (${place})` : ''} on ${COMPANY.brand}${pageUrl ? `: ${pageUrl}` : ''}. Please share more details.`;
  return `https://wa.me/${number}?text=${encodeURIComponent(text)}`;
}

export function mailtoHref(project: ProjectContact): string {
  const email = project.contactEmail?.trim() || COMPANY.email;
  const subject = `Enquiry about ${project.title}`;
  const body = `Hello,\n\nI am interested in ${project.title} (${mapQuery(project)}). Please share the price list, available plot sizes and a site visit slot.\n\nThank you.`;
  return `mailto:${email}?subject=${encodeURIComponent(subject)}&body=${encodeURIComponent(body)}`;
}
