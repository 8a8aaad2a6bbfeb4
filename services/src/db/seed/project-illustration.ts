import { createRandom, seedOf, type Random } from './prng';

/**
 * Demo pictures drawn as SVG, deterministic per project: a plotted site seen
 * down its entrance avenue (by day and at dusk) and from above as a layout.
 * No text and no external references, so they are safe to serve and render
 * identically everywhere.
 */
export type IllustrationView = 'avenue' | 'layout' | 'dusk';

export const ILLUSTRATION_VIEWS: readonly IllustrationView[] = ['avenue', 'layout', 'dusk'];

const WIDTH = 1200;
const HEIGHT = 800;

export function renderProjectIllustration(seed: number, view: IllustrationView): string {
  const random = createRandom(seedOf(seed, ILLUSTRATION_VIEWS.indexOf(view) + 1));
  // One palette per project, shared by its three pictures.
  const palette = paletteFor(createRandom(seed));
  const body = view === 'layout' ? layoutPlan(random, palette) : avenueView(random, palette, view === 'dusk');
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${WIDTH} ${HEIGHT}" width="${WIDTH}" height="${HEIGHT}">`,
    body,
    '</svg>',
  ].join('');
}

interface Palette {
  grassHue: number;
  soilHue: number;
  hillHue: number;
  roofHue: number;
  skyHue: number;
}

function paletteFor(random: Random): Palette {
  return {
    grassHue: random.int(78, 135),
    soilHue: random.int(22, 38),
    hillHue: random.int(150, 215),
    roofHue: random.int(0, 359),
    skyHue: random.int(192, 214),
  };
}

const hsl = (h: number, s: number, l: number, a = 1) =>
  a === 1 ? `hsl(${Math.round(h)} ${Math.round(s)}% ${Math.round(l)}%)` : `hsl(${Math.round(h)} ${Math.round(s)}% ${Math.round(l)}% / ${a})`;
const n = (value: number) => Number(value.toFixed(1));

/** Eye-level view down the entrance avenue: sky, hills, a perspective grid of plots, trees along the road. */
function avenueView(random: Random, palette: Palette, dusk: boolean): string {
  const horizon = HEIGHT * (0.4 + random.next() * 0.08);
  const vanishX = WIDTH * (0.42 + random.next() * 0.16);
  const parts: string[] = [];

  const skyTop = dusk ? hsl(252, 42, 26) : hsl(palette.skyHue, 72, 52);
  const skyMid = dusk ? hsl(330, 45, 52) : hsl(palette.skyHue - 4, 70, 72);
  const skyLow = dusk ? hsl(28, 90, 68) : hsl(palette.skyHue - 10, 65, 88);
  parts.push(
    '<defs>',
    `<linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${skyTop}"/><stop offset="0.6" stop-color="${skyMid}"/><stop offset="1" stop-color="${skyLow}"/></linearGradient>`,
    `<linearGradient id="ground" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${hsl(palette.grassHue, 35, dusk ? 28 : 52)}"/><stop offset="1" stop-color="${hsl(palette.grassHue, 45, dusk ? 18 : 36)}"/></linearGradient>`,
    `<radialGradient id="sun"><stop offset="0" stop-color="${dusk ? hsl(35, 100, 75) : hsl(50, 100, 92)}"/><stop offset="0.45" stop-color="${dusk ? hsl(25, 95, 62) : hsl(48, 100, 75)}"/><stop offset="1" stop-color="${dusk ? hsl(25, 95, 62, 0) : hsl(48, 100, 75, 0)}"/></radialGradient>`,
    '</defs>',
    `<rect width="${WIDTH}" height="${n(horizon + 2)}" fill="url(#sky)"/>`,
  );

  // Sun: high by day, low and large at dusk.
  const sunX = WIDTH * (0.15 + random.next() * 0.7);
  const sunY = dusk ? horizon - 30 - random.next() * 40 : horizon * (0.25 + random.next() * 0.25);
  const sunR = dusk ? 70 : 55;
  parts.push(`<circle cx="${n(sunX)}" cy="${n(sunY)}" r="${sunR * 2.2}" fill="url(#sun)"/>`);
  parts.push(`<circle cx="${n(sunX)}" cy="${n(sunY)}" r="${sunR * 0.55}" fill="${dusk ? hsl(30, 100, 80) : hsl(52, 100, 96)}"/>`);

  // Clouds.
  for (let i = 0, count = random.int(2, 5); i < count; i += 1) {
    const cx = random.next() * WIDTH;
    const cy = horizon * (0.12 + random.next() * 0.45);
    const scale = 0.6 + random.next() * 0.9;
    const colour = dusk ? hsl(320, 40, 78, 0.55) : 'rgb(255 255 255 / 0.82)';
    parts.push(
      `<g fill="${colour}">` +
        [[0, 0, 60, 22], [-45, 8, 40, 16], [48, 6, 46, 18], [10, -14, 38, 20]]
          .map(([dx, dy, rx, ry]) => `<ellipse cx="${n(cx + dx! * scale)}" cy="${n(cy + dy! * scale)}" rx="${n(rx! * scale)}" ry="${n(ry! * scale)}"/>`)
          .join('') +
        '</g>',
    );
  }

  // Two ranges of hills, the far one paler.
  for (const [layer, lightness, height] of [[0, dusk ? 42 : 70, 90], [1, dusk ? 30 : 52, 55]] as const) {
    parts.push(`<path d="${ridgePath(random, horizon + 2, height, 7 + layer * 3)}" fill="${hsl(palette.hillHue + layer * 20, dusk ? 25 : 30, lightness)}"/>`);
  }
  parts.push(`<rect y="${n(horizon)}" width="${WIDTH}" height="${n(HEIGHT - horizon)}" fill="url(#ground)"/>`);

  // Ground plane in perspective: screen = vanish + world / depth.
  const groundDepth = HEIGHT - horizon;
  const scale = WIDTH * 0.22;
  const toScreen = (x: number, z: number) => [vanishX + (x * scale) / z, horizon + groundDepth / z] as const;
  const roadHalf = 0.55;
  const plotWidth = 1.6;
  const depths = Array.from({ length: 15 }, (_, k) => 1 + k * 0.75);
  const crossRoadEvery = random.int(3, 4);

  const quad = (x0: number, x1: number, z0: number, z1: number) => {
    const points = [toScreen(x0, z0), toScreen(x1, z0), toScreen(x1, z1), toScreen(x0, z1)];
    return points.map(([x, y]) => `${n(x)},${n(y)}`).join(' ');
  };

  const road = dusk ? hsl(230, 10, 30) : hsl(30, 6, 52);
  const kerb = dusk ? hsl(40, 20, 55) : hsl(40, 25, 82);
  const plots: string[] = [];
  for (let k = depths.length - 2; k >= 0; k -= 1) {
    const z0 = depths[k]!;
    const z1 = depths[k + 1]!;
    const isCrossRoad = k % crossRoadEvery === crossRoadEvery - 1;
    for (let side = -1; side <= 1; side += 2) {
      for (let column = 0; column < 6; column += 1) {
        const inner = roadHalf + column * plotWidth;
        const [xa, xb] = side < 0 ? [-(inner + plotWidth), -inner] : [inner, inner + plotWidth];
        if (isCrossRoad) {
          plots.push(`<polygon points="${quad(xa, xb, z0, z1)}" fill="${road}"/>`);
          continue;
        }
        const booked = random.chance(0.28);
        const lightness = (dusk ? 24 : 44) + random.next() * (dusk ? 8 : 14);
        const fill = booked ? hsl(palette.soilHue, 40, lightness + 4) : hsl(palette.grassHue + random.int(-8, 8), 38, lightness);
        plots.push(`<polygon points="${quad(xa, xb, z0, z1)}" fill="${fill}" stroke="${kerb}" stroke-opacity="0.55" stroke-width="${n(2.4 / z0)}"/>`);
      }
    }
    plots.push(`<polygon points="${quad(-roadHalf, roadHalf, z0, z1)}" fill="${road}"/>`);
  }
  parts.push(`<g>${plots.join('')}</g>`);

  // Centre line and kerbs of the avenue.
  const [nearLeftX, nearY] = toScreen(-roadHalf, depths[0]!);
  const [nearRightX] = toScreen(roadHalf, depths[0]!);
  parts.push(
    `<path d="M${n(nearLeftX)} ${n(nearY)} L${n(vanishX)} ${n(horizon)} M${n(nearRightX)} ${n(nearY)} L${n(vanishX)} ${n(horizon)}" stroke="${kerb}" stroke-width="3" fill="none"/>`,
  );
  const dashes: string[] = [];
  for (let k = 0; k < depths.length - 1; k += 1) {
    const [x0, y0] = toScreen(0, depths[k]! + 0.1);
    const [x1, y1] = toScreen(0, depths[k]! + 0.4);
    dashes.push(`M${n(x0)} ${n(y0)} L${n(x1)} ${n(y1)}`);
  }
  parts.push(`<path d="${dashes.join(' ')}" stroke="${dusk ? hsl(45, 90, 70) : '#ffffff'}" stroke-width="4" stroke-linecap="round" fill="none" opacity="0.85"/>`);

  // Avenue trees and street lights, far to near so near ones overlap far ones.
  const trees: string[] = [];
  for (let k = depths.length - 1; k >= 0; k -= 1) {
    const z = depths[k]! + 0.35;
    for (const side of [-1, 1]) {
      const [x, y] = toScreen(side * (roadHalf + 0.18), z);
      trees.push(tree(random, x, y, 1 / z, palette, dusk));
      if (dusk && k % 2 === 0) trees.push(streetLight(toScreen(side * (roadHalf + 0.05), z - 0.35), 1 / (z - 0.35)));
    }
  }
  parts.push(`<g>${trees.join('')}</g>`);

  if (dusk) parts.push(`<rect width="${WIDTH}" height="${HEIGHT}" fill="${hsl(265, 60, 20, 0.18)}"/>`);
  return parts.join('');
}

function ridgePath(random: Random, baseY: number, height: number, segments: number): string {
  const step = WIDTH / segments;
  let d = `M0 ${n(baseY)} L0 ${n(baseY - height * (0.4 + random.next() * 0.6))}`;
  for (let i = 1; i <= segments; i += 1) {
    const x = i * step;
    const peak = baseY - height * (0.3 + random.next() * 0.7);
    d += ` Q${n(x - step / 2)} ${n(peak - height * 0.35)} ${n(x)} ${n(peak)}`;
  }
  return `${d} L${WIDTH} ${n(baseY)} Z`;
}

function tree(random: Random, x: number, groundY: number, size: number, palette: Palette, dusk: boolean): string {
  const height = 170 * size * (0.85 + random.next() * 0.3);
  const crown = 58 * size * (0.85 + random.next() * 0.35);
  const trunkWidth = Math.max(1.5, 12 * size);
  const leaf = hsl(palette.grassHue + random.int(-15, 10), 45, dusk ? 18 : 28 + random.next() * 10);
  const light = hsl(palette.grassHue + 5, 45, dusk ? 24 : 40);
  return (
    `<rect x="${n(x - trunkWidth / 2)}" y="${n(groundY - height * 0.55)}" width="${n(trunkWidth)}" height="${n(height * 0.55)}" fill="${hsl(25, 35, dusk ? 15 : 28)}"/>` +
    `<circle cx="${n(x)}" cy="${n(groundY - height * 0.62)}" r="${n(crown)}" fill="${leaf}"/>` +
    `<circle cx="${n(x - crown * 0.3)}" cy="${n(groundY - height * 0.7)}" r="${n(crown * 0.55)}" fill="${light}"/>`
  );
}

function streetLight([x, y]: readonly [number, number], size: number): string {
  const height = 150 * size;
  return (
    `<rect x="${n(x - 2 * size)}" y="${n(y - height)}" width="${n(Math.max(1, 4 * size))}" height="${n(height)}" fill="#2b2b3a"/>` +
    `<circle cx="${n(x)}" cy="${n(y - height)}" r="${n(Math.max(2, 26 * size))}" fill="hsl(48 100% 75% / 0.35)"/>` +
    `<circle cx="${n(x)}" cy="${n(y - height)}" r="${n(Math.max(1, 7 * size))}" fill="hsl(48 100% 85%)"/>`
  );
}

/** Top-down layout: blocks of plots between roads, a central park, perimeter trees and an entrance. */
function layoutPlan(random: Random, palette: Palette): string {
  const parts: string[] = [];
  const margin = 70;
  const road = 34;
  const columns = random.int(3, 4);
  const rows = random.int(2, 3);
  const innerW = WIDTH - margin * 2;
  const innerH = HEIGHT - margin * 2;
  const blockW = (innerW - road * (columns + 1)) / columns;
  const blockH = (innerH - road * (rows + 1)) / rows;
  const park = { column: random.int(0, columns - 1), row: random.int(0, rows - 1) };

  parts.push(`<rect width="${WIDTH}" height="${HEIGHT}" fill="${hsl(palette.grassHue, 30, 62)}"/>`);
  // Texture of the surrounding fields.
  for (let i = 0; i < 9; i += 1) {
    parts.push(`<rect x="${n(random.next() * WIDTH)}" y="${n(random.next() * HEIGHT)}" width="${n(120 + random.next() * 260)}" height="${n(60 + random.next() * 160)}" fill="${hsl(palette.grassHue + random.int(-12, 12), 32, 55 + random.next() * 10)}" opacity="0.6" transform="rotate(${random.int(-12, 12)} 600 400)"/>`);
  }
  // The site: its road network is the ground colour of the site.
  parts.push(`<rect x="${margin}" y="${margin}" width="${innerW}" height="${innerH}" rx="6" fill="${hsl(30, 6, 66)}" stroke="${hsl(palette.soilHue, 35, 35)}" stroke-width="6"/>`);

  const available = hsl(palette.grassHue, 42, 74);
  const booked = hsl(palette.soilHue + 8, 70, 70);
  const sold = hsl(palette.roofHue, 35, 70);
  for (let row = 0; row < rows; row += 1) {
    for (let column = 0; column < columns; column += 1) {
      const x = margin + road + column * (blockW + road);
      const y = margin + road + row * (blockH + road);
      if (column === park.column && row === park.row) {
        parts.push(parkBlock(random, x, y, blockW, blockH, palette));
        continue;
      }
      const across = random.int(3, 5);
      const deep = 2;
      const plotW = blockW / across;
      const plotH = blockH / deep;
      for (let i = 0; i < across; i += 1) {
        for (let j = 0; j < deep; j += 1) {
          const roll = random.next();
          const fill = roll < 0.55 ? available : roll < 0.8 ? booked : sold;
          parts.push(`<rect x="${n(x + i * plotW)}" y="${n(y + j * plotH)}" width="${n(plotW)}" height="${n(plotH)}" fill="${fill}" stroke="#ffffff" stroke-width="2.5"/>`);
        }
      }
    }
  }

  // Road centre lines.
  const lines: string[] = [];
  for (let column = 0; column <= columns; column += 1) {
    const x = margin + road / 2 + column * (blockW + road);
    lines.push(`M${n(x)} ${margin + 8} L${n(x)} ${HEIGHT - margin - 8}`);
  }
  for (let row = 0; row <= rows; row += 1) {
    const y = margin + road / 2 + row * (blockH + road);
    lines.push(`M${margin + 8} ${n(y)} L${WIDTH - margin - 8} ${n(y)}`);
  }
  parts.push(`<path d="${lines.join(' ')}" stroke="#ffffff" stroke-width="2" stroke-dasharray="10 10" fill="none" opacity="0.9"/>`);

  // Entrance road and gate at the bottom edge.
  const gateColumn = random.int(0, columns);
  const gateX = margin + road / 2 + gateColumn * (blockW + road);
  parts.push(`<rect x="${n(gateX - road / 2)}" y="${HEIGHT - margin}" width="${road}" height="${margin}" fill="${hsl(30, 6, 66)}"/>`);
  parts.push(`<rect x="${n(gateX - road / 2 - 10)}" y="${HEIGHT - margin - 6}" width="10" height="18" fill="${hsl(palette.roofHue, 45, 40)}"/><rect x="${n(gateX + road / 2)}" y="${HEIGHT - margin - 6}" width="10" height="18" fill="${hsl(palette.roofHue, 45, 40)}"/>`);

  // Trees along the boundary.
  const trees: string[] = [];
  for (let x = margin + 20; x < WIDTH - margin; x += 46 + random.int(0, 14)) {
    if (Math.abs(x - gateX) < road) continue;
    trees.push(treeTop(random, x, margin - 24, palette), treeTop(random, x, HEIGHT - margin + 24, palette));
  }
  for (let y = margin + 30; y < HEIGHT - margin; y += 46 + random.int(0, 14)) {
    trees.push(treeTop(random, margin - 24, y, palette), treeTop(random, WIDTH - margin + 24, y, palette));
  }
  parts.push(`<g>${trees.join('')}</g>`);

  // North arrow, drawn without text.
  parts.push(`<g transform="translate(${WIDTH - 40} 40)"><circle r="22" fill="#ffffff" opacity="0.85"/><path d="M0 -16 L8 10 L0 4 L-8 10 Z" fill="${hsl(palette.roofHue, 50, 35)}"/></g>`);
  return parts.join('');
}

function parkBlock(random: Random, x: number, y: number, width: number, height: number, palette: Palette): string {
  const parts = [`<rect x="${n(x)}" y="${n(y)}" width="${n(width)}" height="${n(height)}" rx="14" fill="${hsl(palette.grassHue + 10, 45, 48)}"/>`];
  const cx = x + width / 2;
  const cy = y + height / 2;
  const r = Math.min(width, height) * 0.28;
  parts.push(`<circle cx="${n(cx)}" cy="${n(cy)}" r="${n(r)}" fill="none" stroke="${hsl(35, 40, 80)}" stroke-width="8"/>`);
  parts.push(`<circle cx="${n(cx)}" cy="${n(cy)}" r="${n(r * 0.35)}" fill="${hsl(200, 60, 65)}"/>`);
  for (let i = 0; i < 10; i += 1) {
    const angle = (i / 10) * Math.PI * 2 + random.next() * 0.3;
    parts.push(treeTop(random, cx + Math.cos(angle) * r * 1.45, cy + Math.sin(angle) * r * 1.25, palette));
  }
  return parts.join('');
}

function treeTop(random: Random, x: number, y: number, palette: Palette): string {
  const r = 11 + random.next() * 7;
  return (
    `<circle cx="${n(x)}" cy="${n(y)}" r="${n(r)}" fill="${hsl(palette.grassHue + random.int(-10, 10), 48, 30 + random.next() * 8)}"/>` +
    `<circle cx="${n(x - r * 0.3)}" cy="${n(y - r * 0.3)}" r="${n(r * 0.45)}" fill="${hsl(palette.grassHue, 45, 44)}"/>`
  );
}
