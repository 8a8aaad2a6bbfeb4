import { Marked, type Tokens } from 'marked';

/**
 * A blog post's text is Markdown (headings, lists, links, emphasis, quotes),
 * written by an administrator and read by everyone, so it is rendered with a
 * fixed, safe set of elements: raw HTML shows as text, pictures are left out (a
 * post has its featured image), a link may only lead to http(s), mailto, tel
 * or a path of this site, and a link to another site opens without handing it
 * this page (noopener) or our ranking (nofollow). A post's title is its h1,
 * so its headings are h2 to h4 (# and ## both h2). Plain text with blank lines between paragraphs
 * (every post written before) renders as it always did.
 */
const SAFE_HREF = /^(?:https?:\/\/|mailto:|tel:|\/(?!\/)|#)/i;

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
      if (!SAFE_HREF.test(href.trim())) return text;
      const external = /^https?:\/\//i.test(href.trim());
      const titleAttribute = title ? ` title="${escapeAttribute(title)}"` : '';
      const externalAttributes = external ? ' target="_blank" rel="noopener noreferrer nofollow"' : '';
      return `<a href="${escapeAttribute(href.trim())}"${titleAttribute}${externalAttributes}>${text}</a>`;
    },
  },
});

/** A post's Markdown as safe HTML (see above). */
export function renderMarkdown(text: string): string {
  return markdown.parse(text, { async: false });
}
