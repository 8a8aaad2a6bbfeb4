import { createGlobalStyle } from 'styled-components';

export const GlobalStyle = createGlobalStyle`
  *, *::before, *::after { box-sizing: border-box; }
  html { -webkit-text-size-adjust: 100%; }
  body {
    margin: 0;
    font-family: ${({ theme }) => theme.font.body};
    color: ${({ theme }) => theme.colors.text};
    background: ${({ theme }) => theme.colors.page};
    line-height: 1.5;
  }
  h1, h2, h3, h4 { color: ${({ theme }) => theme.colors.ink}; line-height: 1.2; margin: 0 0 .5em; }
  /* A long name, email or word wraps rather than widening the page on a phone. */
  h1, h2, h3, h4, p, li, dd { overflow-wrap: anywhere; }
  a { color: ${({ theme }) => theme.colors.brand}; }
  img { max-width: 100%; display: block; }
  button, input, select, textarea { font: inherit; }
  :focus-visible { outline: 3px solid ${({ theme }) => theme.colors.accent}; outline-offset: 2px; }
  .visually-hidden {
    position: absolute; width: 1px; height: 1px; padding: 0; margin: -1px;
    overflow: hidden; clip: rect(0 0 0 0); white-space: nowrap; border: 0;
  }
  /* The skip link: hidden until a keyboard user reaches it, then shown above the header. */
  .skip-link:not(:focus) {
    position: absolute; width: 1px; height: 1px; padding: 0; margin: -1px;
    overflow: hidden; clip: rect(0 0 0 0); white-space: nowrap; border: 0;
  }
  .skip-link:focus {
    position: fixed; top: 8px; left: 8px; z-index: 1100;
    padding: 10px 16px; border-radius: ${({ theme }) => theme.radius.md};
    background: ${({ theme }) => theme.colors.surface}; color: ${({ theme }) => theme.colors.brandDark};
    font-weight: 700; box-shadow: ${({ theme }) => theme.shadow.raised};
  }
`;
