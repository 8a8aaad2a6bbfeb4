/** Design tokens of the site. Components read them through styled-components' theme. */
export const theme = {
  colors: {
    brand: '#0f766e',
    brandDark: '#115e59',
    brandSoft: '#ccfbf1',
    // 4.9:1 against white text (the lighter #d97706 gave 3.2:1, below WCAG AA).
    accent: '#b45309',
    accentSoft: '#fef3c7',
    ink: '#0f172a',
    text: '#334155',
    muted: '#64748b',
    line: '#e2e8f0',
    /** The border of a text box, list or text area: darker than `line`, so the control shows its edge. */
    controlLine: '#94a3b8',
    surface: '#ffffff',
    page: '#f8fafc',
    danger: '#b91c1c',
    dangerSoft: '#fee2e2',
    success: '#15803d',
    successSoft: '#dcfce7',
    ready: '#15803d',
    ongoing: '#c2410c',
    upcoming: '#1d4ed8',
  },
  radius: { sm: '6px', md: '10px', lg: '16px', pill: '999px' },
  shadow: {
    card: '0 1px 2px rgba(15,23,42,.06), 0 4px 16px rgba(15,23,42,.06)',
    raised: '0 10px 30px rgba(15,23,42,.16)',
  },
  font: {
    body: "system-ui, -apple-system, 'Segoe UI', Roboto, 'Noto Sans', 'Helvetica Neue', Arial, sans-serif",
  },
  breakpoints: { sm: '640px', md: '768px', lg: '1024px', xl: '1280px' },
  layout: { maxWidth: '1200px', headerHeight: '64px' },
} as const;

export type Theme = typeof theme;

/** `${media.md}` reads as "from medium screens up". */
export const media = {
  sm: `@media (min-width: ${theme.breakpoints.sm})`,
  md: `@media (min-width: ${theme.breakpoints.md})`,
  lg: `@media (min-width: ${theme.breakpoints.lg})`,
} as const;

/**
 * The height of a bar a page pins to the bottom of a phone's screen, as a CSS
 * custom property on :root (unset when there is none): the page that shows the
 * bar sets it, and the shell's floating buttons rise above it.
 */
export const BOTTOM_BAR_HEIGHT_VAR = '--bottom-bar-height';
