import { SOCIAL_PREVIEW_VARIANT, imageVariantUrl, isStoredFileUrl, type ServerPageHead } from '@plotwise/contracts';
import { COMPANY, documentTitle, type PageHead } from '@plotwise/ui';

/** A site path (or an absolute URL) as an absolute URL on the public origin. */
export function absoluteUrl(origin: string, pathOrUrl: string): string {
  // URL parsers drop tabs and line breaks, and read `\` as `/`: a path starting `//` or `/\` would name another host.
  const cleaned = pathOrUrl.replace(/[\t\n\r]/g, '').trim();
  const path = /^[a-z][a-z0-9+.-]*:/i.test(cleaned) ? cleaned : cleaned.replace(/^[/\\]+/, '/');
  return new URL(path, `${origin}/`).href;
}

/** A page's own address (canonical, og:url): always on the public origin, whatever it is given. */
export function pageUrl(origin: string, path: string): string {
  const url = new URL(absoluteUrl(origin, path));
  return `${origin}${url.pathname}${url.search}`;
}

/**
 * The picture a link preview shows: a stored picture's 1200×630 JPEG variant,
 * another site's picture as it is, and none for the drawn placeholders
 * (data URIs no chat application shows).
 */
export function previewImage(origin: string, image: string | null | undefined): string | null {
  if (!image || image.startsWith('data:')) return null;
  return absoluteUrl(origin, isStoredFileUrl(image) ? imageVariantUrl(image, SOCIAL_PREVIEW_VARIANT) : image);
}

/** What a screen recorded, as the head the server writes: URLs absolute, JSON-LD built. */
export function serverHead(head: PageHead, origin: string, url: string): ServerPageHead {
  return {
    title: documentTitle(head.title),
    siteName: COMPANY.brand,
    canonicalUrl: pageUrl(origin, head.canonicalPath ?? url),
    ...(head.description ? { description: head.description } : {}),
    image: previewImage(origin, head.image),
    type: head.type ?? 'website',
    jsonLd: head.jsonLd ? head.jsonLd((path) => absoluteUrl(origin, path)) : [],
    noindex: head.noindex ?? false,
  };
}
