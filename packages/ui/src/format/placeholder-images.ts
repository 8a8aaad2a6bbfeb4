import type { ProjectType } from '@plotwise/contracts';

/**
 * Pictures shown where a project, city or post has none: small SVGs built in
 * code and served as data URIs, so they cost no request and never break.
 * Each is 3:2 like the catalogue's photos, with no text (alt text says what it is).
 */
function svgDataUri(svg: string): string {
  return `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;
}

interface Tones { sky: string; ground: string; plot: string; accent: string }

const PROJECT_TONES: Record<ProjectType, Tones> = {
  residential: { sky: '#ccfbf1', ground: '#5eead4', plot: '#0f766e', accent: '#f59e0b' },
  commercial: { sky: '#dbeafe', ground: '#93c5fd', plot: '#1d4ed8', accent: '#f97316' },
  'mixed-use': { sky: '#ede9fe', ground: '#c4b5fd', plot: '#6d28d9', accent: '#14b8a6' },
  agricultural: { sky: '#fef9c3', ground: '#bef264', plot: '#4d7c0f', accent: '#ca8a04' },
};

/** A plotted site seen from above: a grid of plots along a road, with a sun. */
function plotScene({ sky, ground, plot, accent }: Tones): string {
  const plots: string[] = [];
  for (let row = 0; row < 2; row += 1) {
    for (let column = 0; column < 5; column += 1) {
      const x = 150 + column * 185;
      const y = row === 0 ? 420 : 620;
      plots.push(`<rect x="${x}" y="${y}" width="160" height="130" rx="10" fill="${plot}" fill-opacity="${0.55 + ((row + column) % 3) * 0.15}"/>`);
    }
  }
  return [
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 1200 800" width="1200" height="800">',
    `<rect width="1200" height="800" fill="${sky}"/>`,
    `<circle cx="980" cy="150" r="70" fill="${accent}" fill-opacity=".85"/>`,
    `<path d="M0 360 L260 220 L470 330 L700 190 L1200 380 L1200 800 L0 800 Z" fill="${ground}"/>`,
    '<rect x="0" y="570" width="1200" height="34" fill="#f8fafc" fill-opacity=".9"/>',
    ...plots,
    '</svg>',
  ].join('');
}

const projectPlaceholders = Object.fromEntries(
  (Object.keys(PROJECT_TONES) as ProjectType[]).map((type) => [type, svgDataUri(plotScene(PROJECT_TONES[type]))]),
) as Record<ProjectType, string>;

/** The placeholder of a project without pictures, coloured by its type. */
export function projectPlaceholderImage(projectType?: ProjectType | null): string {
  return projectPlaceholders[projectType ?? 'residential'] ?? projectPlaceholders.residential;
}

/** The generic project placeholder. */
export const PROJECT_PLACEHOLDER_IMAGE = projectPlaceholders.residential;

/** A skyline at dusk: stands in for a city without a banner picture. */
export const CITY_PLACEHOLDER_IMAGE = svgDataUri(
  [
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 1200 800" width="1200" height="800">',
    '<defs><linearGradient id="s" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#134e4a"/><stop offset="1" stop-color="#0f766e"/></linearGradient></defs>',
    '<rect width="1200" height="800" fill="url(#s)"/>',
    '<circle cx="900" cy="210" r="90" fill="#fbbf24" fill-opacity=".8"/>',
    '<path d="M0 800V520h90V430h80v90h60V360h110v160h50V460h90v60h70V300h120v220h60V420h100v100h80V380h90v140h60V470h140v330Z" fill="#042f2e" fill-opacity=".85"/>',
    '</svg>',
  ].join(''),
);

/** An open notebook: the default picture of a blog post without its own. */
export const DEFAULT_BLOG_IMAGE = svgDataUri(
  [
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 1200 800" width="1200" height="800">',
    '<rect width="1200" height="800" fill="#fef3c7"/>',
    '<path d="M600 230 C480 180 330 180 220 220 V620 C330 580 480 580 600 630 C720 580 870 580 980 620 V220 C870 180 720 180 600 230 Z" fill="#fff" stroke="#d97706" stroke-width="10"/>',
    '<path d="M600 230 V630" stroke="#d97706" stroke-width="8"/>',
    '<path d="M290 300h230M290 360h230M290 420h190M680 300h230M680 360h230M680 420h190" stroke="#0f766e" stroke-width="14" stroke-linecap="round" stroke-opacity=".55"/>',
    '</svg>',
  ].join(''),
);
