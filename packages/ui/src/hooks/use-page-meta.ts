import { createContext, createElement, useContext, useEffect, type ReactNode } from 'react';
import type { PageMetaExtras } from '@plotwise/contracts';
import { COMPANY } from '../content/company';

/** Everything one screen said about itself, as recorded on the server. */
export interface PageHead extends PageMetaExtras {
  title: string;
  description?: string;
}

/** The document title of a screen: "{title} | Plotwise", or the brand and tagline for the home page. */
export function documentTitle(title: string): string {
  return title ? `${title} | ${COMPANY.brand}` : `${COMPANY.brand} | ${COMPANY.tagline}`;
}

/**
 * Where the server's render collects the head of the page it renders: the last
 * screen to speak (the innermost) wins, as in the browser, where its effect runs
 * last. Nothing provides it in the browser.
 */
export interface PageHeadCollector {
  head: PageHead | null;
}

const PageHeadContext = createContext<PageHeadCollector | null>(null);

export function PageHeadProvider({ collector, children }: { collector: PageHeadCollector; children: ReactNode }) {
  return createElement(PageHeadContext.Provider, { value: collector }, children);
}

/**
 * Sets the document title ("{title} | Plotwise") and the description meta tag.
 * On the server it records them, with the preview picture, JSON-LD and status,
 * for the head the server writes.
 */
export function usePageMeta(title: string, description?: string, extras?: PageMetaExtras): void {
  const collector = useContext(PageHeadContext);
  if (collector) collector.head = { title, ...(description ? { description } : {}), ...extras };
  useEffect(() => {
    document.title = documentTitle(title);
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
