import type { ResponseObject } from '@hapi/hapi';

/** Any route's toolkit: only its `response` is used. */
type Toolkit = { response(value: string): ResponseObject };
import { EMAIL_LINK_TEXTS } from '@plotwise/contracts';

const escape = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/**
 * The small page an emailed link opens: a title, then either a button that
 * POSTs to the same address (opening the link changes nothing: mail scanners
 * follow links) or the outcome. Plain HTML, no script, under the site's CSP.
 */
export function linkPage(h: Toolkit, page: { title: string; action?: { button: string; path: string }; message?: string }, status = 200) {
  const body = page.action
    ? `<form method="post" action="${escape(page.action.path)}"><button type="submit">${escape(page.action.button)}</button></form>`
    : `<p role="status">${escape(page.message ?? '')}</p>`;
  const html = `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>${escape(page.title)}</title></head><body><main><h1>${escape(page.title)}</h1>${body}<p><a href="/">${escape(EMAIL_LINK_TEXTS.backHome)}</a></p></main></body></html>`;
  return h.response(html).type('text/html; charset=utf-8').header('cache-control', 'no-store').code(status);
}

/** A link whose token does not hold: 404 with the same page, saying so. */
export function invalidLinkPage(h: Toolkit, title: string) {
  return linkPage(h, { title, message: EMAIL_LINK_TEXTS.linkInvalid }, 404);
}
