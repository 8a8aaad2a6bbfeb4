import { Marked, type Tokens } from 'marked';

/**
 * A blog post's text is Markdown (headings, lists, links, emphasis, quotes),
 * written by an administrator and read by everyone, so it is rendered with a
 * fixed, safe set of elements: raw HTML shows as text, pictures are left out (a
 * post has its featured image), a link may only lead to http(s), mailto, tel
 * or a path of this site, and a link to another site opens without handing it
 * this page (noopener) or our ranking (nofollow). A link is written as a
 * browser reads it: `/\evil.example` (a browser reads `\` as `/`) and
 * `//evil.example` name another site, so they are no path of this one. A post's title is its h1,
 * so its headings are h2 to h4 (# and ## both h2). Plain text with blank lines between paragraphs
 * (every post written before) renders as it always did.
 */
const SAFE_HREF = /^(?:https?:\/\/|mailto:|tel:|\/|#)/i;

/** Any origin no real link has, to resolve a path against. */
const THIS_SITE = 'https://this-site.invalid';

/** The href as a browser resolves it, and whether it leads off the site; null for a link not allowed. */
function resolvedHref(raw: string): { href: string; external: boolean } | null {
  // Browsers drop tabs and line breaks from URLs before reading them.
  const href = raw.replace(/[\t\n\r]/g, '').trim();
  if (!SAFE_HREF.test(href)) return null;
  if (/^(?:mailto|tel):/i.test(href) || href.startsWith('#')) return { href, external: false };
  let url: URL;
  try {
    url = new URL(href, THIS_SITE);
  } catch {
    return null;
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return null;
  const path = href.startsWith('/');
  if (url.origin === THIS_SITE) return { href: `${url.pathname}${url.search}${url.hash}`, external: false };
  // A path that names another host is no path of this site; a full address with a `\` is written as browsers read it.
  if (path) return null;
  return { href: /\\/.test(href) ? url.href : href, external: true };
}

const escapeAttribute = (value: string) => value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

const markdown = new Marked({
  gfm: true,
  async: false,
  renderer: {
    // Markup typed into a post shows as the text it is, never as markup.
    html: ({ text }: Tokens.HTML | Tokens.Tag) => escapeAttribute(text),
    image: ({ text }: Tokens.Image) => escapeAttribute(text),
    heading({ tokens, depth }: Tokens.Heading) {
      const level = Math.min(Math.max(depth, 2), 4);
      return `<h${level}>${this.parser.parseInline(tokens)}</h${level}>\n`;
    },
    link({ href, title, tokens }: Tokens.Link) {
      const text = this.parser.parseInline(tokens);
      const link = resolvedHref(href);
      if (!link) return text;
      const titleAttribute = title ? ` title="${escapeAttribute(title)}"` : '';
      const externalAttributes = link.external ? ' target="_blank" rel="noopener noreferrer nofollow"' : '';
      return `<a href="${escapeAttribute(link.href)}"${titleAttribute}${externalAttributes}>${text}</a>`;
    },
  },
});

/** A post's Markdown as safe HTML (see above). */
export function renderMarkdown(text: string): string {
  return markdown.parse(text, { async: false });
}
