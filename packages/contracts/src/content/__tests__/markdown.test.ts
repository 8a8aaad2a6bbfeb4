import { renderMarkdown } from '../markdown';

describe('renderMarkdown', () => {
  it('renders headings (from h2), lists, emphasis and links', () => {
    const html = renderMarkdown('# Why Pune\n\nPlots near **Hinjewadi** are _in demand_.\n\n- Clear title\n- 30 ft roads\n\n1. Visit\n2. Book\n\nSee [RERA](https://maharera.maharashtra.gov.in) and [our listings](/listings).');
    expect(html).toContain('<h2>Why Pune</h2>');
    expect(html).toContain('<strong>Hinjewadi</strong>');
    expect(html).toContain('<em>in demand</em>');
    expect(html).toContain('<ul>\n<li>Clear title</li>');
    expect(html).toContain('<ol>\n<li>Visit</li>');
    expect(html).toContain('<a href="https://maharera.maharashtra.gov.in" target="_blank" rel="noopener noreferrer nofollow">RERA</a>');
    expect(html).toContain('<a href="/listings">our listings</a>');
  });

  it('keeps a plain-text post as its paragraphs', () => {
    expect(renderMarkdown('First paragraph.\n\nSecond one.')).toBe('<p>First paragraph.</p>\n<p>Second one.</p>\n');
  });

  it('shows raw HTML as text, and drops script links and pictures', () => {
    const html = renderMarkdown('<script>alert(1)</script>\n\nHello <img src=x onerror=alert(1)> there.\n\n[click](javascript:alert(1)) [data](data:text/html,x) ![x](https://evil.example/x.png) [proto](//evil.example)');
    expect(html).not.toMatch(/<script|<img|href="(?:javascript|data|\/\/)|evil\.example\/x\.png/i);
    expect(html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
    expect(html).toContain('Hello &lt;img src=x onerror=alert(1)&gt; there.');
    expect(html).toContain('click');
  });

  it('never writes a path that a browser reads as another site, and marks every link off the site', () => {
    const html = renderMarkdown('[a](/\\evil.example.com) [b](\\\\evil.example.com/x) [c](/\t/evil.example.com) [d](https://plotwise.in\\@evil.example.com) [e](/blog/a\\b)');
    for (const match of html.matchAll(/<a [^>]*>/g)) {
      const tag = match[0];
      const href = /href="([^"]+)"/.exec(tag)![1]!.replace(/&amp;/g, '&');
      const url = new URL(href, 'https://plotwise.in');
      if (url.origin !== 'https://plotwise.in') expect(tag).toContain('rel="noopener noreferrer nofollow"');
      expect(href).not.toMatch(/\\/);
    }
    expect(html).not.toMatch(/href="\/[\\/]/);
    expect(html).toContain('<a href="/blog/a/b">e</a>');
    // Markdown reads `\\@` as `@`: a link to evil.example.com, marked as one.
    expect(html).toContain('<a href="https://plotwise.in@evil.example.com" target="_blank" rel="noopener noreferrer nofollow">d</a>');
  });

  it('escapes what it shows as text', () => {
    expect(renderMarkdown('Price < ₹50 lakh & "no brokerage"')).toBe('<p>Price &lt; ₹50 lakh &amp; &quot;no brokerage&quot;</p>\n');
  });
});
