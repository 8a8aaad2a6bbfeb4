import type { City } from '@plotwise/contracts';
import { createRandom, seedOf, type Random } from './prng';

/**
 * A city's banner picture drawn as SVG: a skyline at the city's own time of day
 * with a silhouette in the spirit of its best-known landmark, water where the
 * city has a sea or a river, and new plots in the foreground. Deterministic per
 * city, no text and no external references.
 */
type Landmark = 'arch' | 'minarets' | 'bridge' | 'gopuram' | 'fort' | 'dome' | 'tiered' | 'riverfront' | 'nets' | 'hills' | 'gate';

interface CityLook {
  landmark: Landmark;
  /** Sky hue and whether the scene is at dusk. */
  skyHue: number;
  dusk: boolean;
  water: boolean;
}

const LOOKS: Record<City, CityLook> = {
  Pune: { landmark: 'fort', skyHue: 205, dusk: false, water: false },
  Mumbai: { landmark: 'arch', skyHue: 20, dusk: true, water: true },
  Bangalore: { landmark: 'dome', skyHue: 195, dusk: false, water: false },
  Hyderabad: { landmark: 'minarets', skyHue: 30, dusk: true, water: false },
  Delhi: { landmark: 'gate', skyHue: 210, dusk: false, water: false },
  Chennai: { landmark: 'gopuram', skyHue: 190, dusk: false, water: true },
  Kolkata: { landmark: 'bridge', skyHue: 15, dusk: true, water: true },
  Ahmedabad: { landmark: 'riverfront', skyHue: 200, dusk: false, water: true },
  Jaipur: { landmark: 'tiered', skyHue: 25, dusk: true, water: false },
  Lucknow: { landmark: 'dome', skyHue: 35, dusk: true, water: false },
  Kochi: { landmark: 'nets', skyHue: 185, dusk: false, water: true },
  Chandigarh: { landmark: 'hills', skyHue: 200, dusk: false, water: false },
};

export const CITY_ILLUSTRATION_WIDTH = 1600;
export const CITY_ILLUSTRATION_HEIGHT = 600;
const W = CITY_ILLUSTRATION_WIDTH;
const H = CITY_ILLUSTRATION_HEIGHT;

const hsl = (h: number, s: number, l: number, a = 1) =>
  a === 1 ? `hsl(${Math.round(h)} ${Math.round(s)}% ${Math.round(l)}%)` : `hsl(${Math.round(h)} ${Math.round(s)}% ${Math.round(l)}% / ${a})`;
const n = (value: number) => Number(value.toFixed(1));

export function renderCityIllustration(city: City): string {
  const look = LOOKS[city];
  const random = createRandom(seedOf(0xc17e, city.length, city.charCodeAt(0), city.charCodeAt(city.length - 1)));
  const horizon = H * 0.68;
  const parts: string[] = [];

  const [top, middle, low] = look.dusk
    ? [hsl(250, 45, 24), hsl(look.skyHue + 320, 50, 50), hsl(look.skyHue + 10, 90, 66)]
    : [hsl(look.skyHue, 70, 50), hsl(look.skyHue - 5, 70, 70), hsl(look.skyHue - 12, 65, 88)];
  parts.push(
    '<defs>',
    `<linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${top}"/><stop offset="0.65" stop-color="${middle}"/><stop offset="1" stop-color="${low}"/></linearGradient>`,
    `<linearGradient id="water" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${look.dusk ? hsl(280, 30, 40) : hsl(look.skyHue, 55, 55)}"/><stop offset="1" stop-color="${look.dusk ? hsl(240, 40, 22) : hsl(look.skyHue + 10, 60, 32)}"/></linearGradient>`,
    '</defs>',
    `<rect width="${W}" height="${H}" fill="url(#sky)"/>`,
  );

  const sunX = W * (0.12 + random.next() * 0.76);
  const sunY = look.dusk ? horizon - 40 : H * 0.2;
  parts.push(`<circle cx="${n(sunX)}" cy="${n(sunY)}" r="${look.dusk ? 70 : 48}" fill="${look.dusk ? hsl(32, 100, 72) : hsl(50, 100, 94)}" opacity="0.95"/>`);

  if (look.landmark === 'hills') {
    // The Shivalik foothills behind the city.
    parts.push(`<path d="M0 ${n(horizon)} L0 ${n(horizon - 170)} Q${W * 0.15} ${n(horizon - 300)} ${W * 0.3} ${n(horizon - 200)} Q${W * 0.45} ${n(horizon - 320)} ${W * 0.62} ${n(horizon - 210)} Q${W * 0.8} ${n(horizon - 300)} ${W} ${n(horizon - 180)} L${W} ${n(horizon)} Z" fill="${hsl(210, 22, 62)}"/>`);
  }
  // Two rows of towers, the far row paler.
  for (const [row, lightness, maxHeight] of [[0, look.dusk ? 40 : 72, 200], [1, look.dusk ? 28 : 58, 150]] as const) {
    parts.push(skyline(random, horizon, maxHeight, hsl(look.skyHue + 20 * row + 200, 18, lightness), look.dusk, row === 1));
  }
  parts.push(landmark(look.landmark, random, horizon, look.dusk ? hsl(260, 30, 16) : hsl(look.skyHue + 190, 25, 30)));

  if (look.water) {
    parts.push(`<rect y="${n(horizon)}" width="${W}" height="${n(H - horizon)}" fill="url(#water)"/>`);
    const ripples: string[] = [];
    for (let i = 0; i < 26; i += 1) {
      const x = random.next() * W;
      const y = horizon + 10 + random.next() * (H - horizon - 20);
      ripples.push(`M${n(x)} ${n(y)} h${n(30 + random.next() * 80)}`);
    }
    parts.push(`<path d="${ripples.join(' ')}" stroke="#ffffff" stroke-opacity="0.35" stroke-width="3" stroke-linecap="round"/>`);
    // A strip of new plots on the near bank.
    parts.push(plots(random, H - 70, 70, look.dusk));
  } else {
    parts.push(plots(random, horizon, H - horizon, look.dusk));
  }
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${W} ${H}" width="${W}" height="${H}">${parts.join('')}</svg>`;
}

function skyline(random: Random, baseY: number, maxHeight: number, fill: string, dusk: boolean, lit: boolean): string {
  const towers: string[] = [];
  const windows: string[] = [];
  for (let x = -20; x < W; ) {
    const width = 40 + random.next() * 70;
    const height = maxHeight * (0.3 + random.next() * 0.7);
    towers.push(`<rect x="${n(x)}" y="${n(baseY - height)}" width="${n(width)}" height="${n(height)}"/>`);
    if (lit) {
      for (let wy = baseY - height + 12; wy < baseY - 12; wy += 18) {
        for (let wx = x + 8; wx < x + width - 10; wx += 16) {
          if (random.chance(dusk ? 0.45 : 0.2)) windows.push(`<rect x="${n(wx)}" y="${n(wy)}" width="7" height="9"/>`);
        }
      }
    }
    x += width + random.next() * 18;
  }
  const windowFill = dusk ? hsl(46, 100, 72, 0.85) : 'rgb(255 255 255 / 0.35)';
  return `<g fill="${fill}">${towers.join('')}</g><g fill="${windowFill}">${windows.join('')}</g>`;
}

/** A landmark-like silhouette in front of the skyline, centred a little off the middle. */
function landmark(kind: Landmark, random: Random, baseY: number, fill: string): string {
  const cx = W * (0.3 + random.next() * 0.4);
  const shapes: string[] = [];
  const rect = (x: number, y: number, w: number, h: number) => shapes.push(`<rect x="${n(x)}" y="${n(y)}" width="${n(w)}" height="${n(h)}"/>`);
  const path = (d: string) => shapes.push(`<path d="${d}"/>`);
  /** A stepped tower's tiers, bottom first: each `narrowing` narrower than the one below and `height` tall. */
  const tiers = (count: number, bottomWidth: number, narrowing: number, height: number) =>
    Array.from({ length: count }, (_, tier) => ({ width: bottomWidth - tier * narrowing, top: baseY - height * (tier + 1) }));
  switch (kind) {
    case 'arch':
    case 'gate': {
      const width = kind === 'gate' ? 180 : 240;
      const height = kind === 'gate' ? 260 : 200;
      path(`M${n(cx - width / 2)} ${n(baseY)} V${n(baseY - height)} H${n(cx + width / 2)} V${n(baseY)} H${n(cx + width / 5)} V${n(baseY - height * 0.45)} A${n(width / 5)} ${n(width / 5)} 0 0 0 ${n(cx - width / 5)} ${n(baseY - height * 0.45)} V${n(baseY)} Z`);
      rect(cx - width / 2 - 10, baseY - height - 18, width + 20, 18);
      if (kind === 'arch') for (const dx of [-width / 2, width / 2 - 30]) rect(cx + dx, baseY - height - 50, 30, 34);
      else rect(cx - 40, baseY - height - 44, 80, 26);
      break;
    }
    case 'minarets': {
      rect(cx - 110, baseY - 170, 220, 170);
      path(`M${n(cx - 50)} ${n(baseY)} V${n(baseY - 90)} A50 50 0 0 1 ${n(cx + 50)} ${n(baseY - 90)} V${n(baseY)} Z`);
      for (const dx of [-134, 100]) {
        rect(cx + dx, baseY - 300, 34, 300);
        rect(cx + dx - 6, baseY - 230, 46, 10);
        path(`M${n(cx + dx - 4)} ${n(baseY - 300)} Q${n(cx + dx + 17)} ${n(baseY - 360)} ${n(cx + dx + 38)} ${n(baseY - 300)} Z`);
      }
      break;
    }
    case 'bridge': {
      for (const dx of [-300, 300]) {
        rect(cx + dx - 15, baseY - 260, 30, 260);
      }
      path(`M${n(cx - 600)} ${n(baseY - 40)} L${n(cx - 300)} ${n(baseY - 250)} L${n(cx)} ${n(baseY - 90)} L${n(cx + 300)} ${n(baseY - 250)} L${n(cx + 600)} ${n(baseY - 40)} L${n(cx + 600)} ${n(baseY - 30)} L${n(cx + 300)} ${n(baseY - 230)} L${n(cx)} ${n(baseY - 75)} L${n(cx - 300)} ${n(baseY - 230)} L${n(cx - 600)} ${n(baseY - 30)} Z`);
      rect(cx - 620, baseY - 40, 1240, 14);
      break;
    }
    case 'gopuram': {
      for (const { width, top } of tiers(7, 200, 24, 40)) rect(cx - width / 2, top, width, 40);
      path(`M${n(cx - 40)} ${n(baseY - 280)} Q${n(cx)} ${n(baseY - 330)} ${n(cx + 40)} ${n(baseY - 280)} Z`);
      break;
    }
    case 'fort': {
      rect(cx - 300, baseY - 120, 600, 120);
      for (let x = cx - 300; x < cx + 300; x += 30) rect(x, baseY - 138, 18, 18);
      for (const dx of [-300, -60, 200]) {
        rect(cx + dx - 20, baseY - 170, 100, 170);
        path(`M${n(cx + dx - 26)} ${n(baseY - 170)} H${n(cx + dx + 86)} L${n(cx + dx + 30)} ${n(baseY - 205)} Z`);
      }
      path(`M${n(cx - 30)} ${n(baseY)} V${n(baseY - 70)} A30 30 0 0 1 ${n(cx + 30)} ${n(baseY - 70)} V${n(baseY)} Z`);
      break;
    }
    case 'dome': {
      rect(cx - 220, baseY - 150, 440, 150);
      for (let x = cx - 200; x < cx + 200; x += 40) rect(x, baseY - 190, 14, 40);
      rect(cx - 230, baseY - 200, 460, 14);
      path(`M${n(cx - 90)} ${n(baseY - 200)} A90 110 0 0 1 ${n(cx + 90)} ${n(baseY - 200)} Z`);
      rect(cx - 4, baseY - 340, 8, 40);
      break;
    }
    case 'tiered': {
      for (const { width, top } of tiers(5, 320, 40, 55)) {
        rect(cx - width / 2, top, width, 55);
        for (let x = cx - width / 2 + 8; x < cx + width / 2 - 20; x += 28) {
          path(`M${n(x)} ${n(top)} q10 -16 20 0 Z`);
        }
      }
      break;
    }
    case 'riverfront': {
      rect(cx - 500, baseY - 24, 1000, 24);
      for (let x = cx - 480; x < cx + 480; x += 120) rect(x, baseY - 60, 10, 40);
      path(`M${n(cx - 200)} ${n(baseY - 24)} Q${n(cx)} ${n(baseY - 140)} ${n(cx + 200)} ${n(baseY - 24)} L${n(cx + 180)} ${n(baseY - 24)} Q${n(cx)} ${n(baseY - 120)} ${n(cx - 180)} ${n(baseY - 24)} Z`);
      break;
    }
    case 'nets': {
      for (const dx of [-260, 0, 260]) {
        const x = cx + dx;
        path(`M${n(x - 110)} ${n(baseY - 200)} L${n(x)} ${n(baseY - 20)} L${n(x + 110)} ${n(baseY - 200)} L${n(x + 104)} ${n(baseY - 204)} L${n(x)} ${n(baseY - 36)} L${n(x - 104)} ${n(baseY - 204)} Z`);
        path(`M${n(x - 110)} ${n(baseY - 200)} Q${n(x)} ${n(baseY - 120)} ${n(x + 110)} ${n(baseY - 200)} L${n(x + 110)} ${n(baseY - 194)} Q${n(x)} ${n(baseY - 112)} ${n(x - 110)} ${n(baseY - 194)} Z`);
        rect(x - 40, baseY - 20, 80, 20);
      }
      break;
    }
    case 'hills': {
      // A capitol-like assembly hall: a long low block, an upturned roof shell and a flared tower.
      rect(cx - 260, baseY - 110, 520, 110);
      for (let x = cx - 240; x < cx + 240; x += 36) rect(x, baseY - 130, 12, 20);
      path(`M${n(cx - 280)} ${n(baseY - 130)} Q${n(cx)} ${n(baseY - 170)} ${n(cx + 280)} ${n(baseY - 130)} L${n(cx + 300)} ${n(baseY - 175)} Q${n(cx)} ${n(baseY - 140)} ${n(cx - 300)} ${n(baseY - 175)} Z`);
      path(`M${n(cx - 45)} ${n(baseY - 130)} Q${n(cx - 20)} ${n(baseY - 200)} ${n(cx - 50)} ${n(baseY - 270)} H${n(cx + 50)} Q${n(cx + 20)} ${n(baseY - 200)} ${n(cx + 45)} ${n(baseY - 130)} Z`);
      break;
    }
  }
  return `<g fill="${fill}" opacity="0.92">${shapes.join('')}</g>`;
}

/** Newly laid-out plots in perspective-free strips with young trees. */
function plots(random: Random, top: number, height: number, dusk: boolean): string {
  const parts: string[] = [`<rect y="${n(top)}" width="${W}" height="${n(height)}" fill="${hsl(100, 35, dusk ? 26 : 45)}"/>`];
  const rows = Math.max(1, Math.round(height / 70));
  const rowHeight = height / rows;
  for (let row = 0; row < rows; row += 1) {
    for (let x = 0; x < W; ) {
      const width = 90 + random.next() * 60;
      const fill = random.chance(0.3) ? hsl(30, 40, dusk ? 30 : 58) : hsl(95 + random.int(-10, 10), 38, dusk ? 24 + random.next() * 6 : 42 + random.next() * 12);
      parts.push(`<rect x="${n(x + 3)}" y="${n(top + row * rowHeight + 6)}" width="${n(width - 6)}" height="${n(rowHeight - 12)}" fill="${fill}" stroke="${hsl(40, 25, dusk ? 45 : 85)}" stroke-width="2"/>`);
      x += width;
    }
  }
  for (let x = 30; x < W; x += 110 + random.int(0, 40)) {
    const r = 14 + random.next() * 8;
    parts.push(`<circle cx="${n(x)}" cy="${n(top + 4)}" r="${n(r)}" fill="${hsl(110 + random.int(-10, 10), 45, dusk ? 18 : 30)}"/>`);
  }
  return parts.join('');
}
