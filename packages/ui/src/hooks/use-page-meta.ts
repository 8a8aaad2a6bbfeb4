import { useEffect } from 'react';
import { COMPANY } from '../content/company';

/** Sets the document title ("{title} | Plotwise") and the description meta tag. */
export function usePageMeta(title: string, description?: string): void {
  useEffect(() => {
    document.title = title ? `${title} | ${COMPANY.brand}` : `${COMPANY.brand} | ${COMPANY.tagline}`;
    if (description) {
      let tag = document.querySelector<HTMLMetaElement>('meta[name="description"]');
      if (!tag) {
        tag = document.createElement('meta');
        tag.name = 'description';
        document.head.appendChild(tag);
      }
      tag.content = description;
    }
  }, [title, description]);
}
