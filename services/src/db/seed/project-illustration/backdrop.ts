// What lies beyond the site: the sky, the far terrain and the land between.
import type { Random } from '../prng';
import { palm, tree } from './details';
import { HEIGHT, type Hsl, type Look, WIDTH, hsl, n } from './look';
import { type Layout, points, quadOf } from './perspective';
import type { PictureScene, Season } from './scene';

export function sky(random: Random, look: Look, horizon: number): string {
  const { season, time } = look;
  const parts = [
    '<defs>',
    `<linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${look.sky[0]}"/><stop offset="0.62" stop-color="${look.sky[1]}"/><stop offset="1" stop-color="${look.sky[2]}"/></linearGradient>`,
    `<linearGradient id="ground" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${look.paint(look.ground, 8, -14)}"/><stop offset="0.35" stop-color="${look.paint(look.ground, 0)}"/><stop offset="1" stop-color="${look.paint(look.ground, -10, 6)}"/></linearGradient>`,
    `<linearGradient id="water" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${look.water[0]}"/><stop offset="1" stop-color="${look.water[1]}"/></linearGradient>`,
    `<radialGradient id="sun"><stop offset="0" stop-color="${hsl(45, 100, 90)}"/><stop offset="0.4" stop-color="${time === 'golden' || time === 'dusk' ? hsl(28, 100, 64, 0.8) : hsl(48, 100, 78, 0.7)}"/><stop offset="1" stop-color="${hsl(35, 100, 70, 0)}"/></radialGradient>`,
    '</defs>',
    `<rect width="${WIDTH}" height="${n(horizon + 2)}" fill="url(#sky)"/>`,
  ];

  // The sun: low in the east in the morning, high at noon, low in the west at golden hour, just set at dusk.
  const sun =
    time === 'morning' ? { x: 0.08 + random.next() * 0.22, y: horizon - 70 - random.next() * 60, r: 36 }
    : time === 'noon' ? { x: 0.3 + random.next() * 0.4, y: horizon * (0.14 + random.next() * 0.12), r: 30 }
    : time === 'golden' ? { x: 0.66 + random.next() * 0.24, y: horizon - 30 - random.next() * 40, r: 46 }
    : { x: 0.3 + random.next() * 0.5, y: horizon + 12, r: 70 };
  const veiled = season === 'monsoon' ? 0.45 : 1;
  parts.push(`<circle cx="${n(sun.x * WIDTH)}" cy="${n(sun.y)}" r="${sun.r * 2.6}" fill="url(#sun)" opacity="${veiled}"/>`);
  if (time !== 'dusk') {
    parts.push(`<circle cx="${n(sun.x * WIDTH)}" cy="${n(sun.y)}" r="${n(sun.r * 0.55)}" fill="${time === 'golden' ? hsl(36, 100, 78) : hsl(52, 100, 96)}" opacity="${veiled}"/>`);
  } else {
    // A few stars above the afterglow.
    const stars = Array.from({ length: 14 }, () => `M${n(random.next() * WIDTH)} ${n(random.next() * horizon * 0.45)}h1.5`);
    parts.push(`<path d="${stars.join('')}" stroke="#ffffff" stroke-width="2" stroke-linecap="round" opacity="0.7"/>`);
  }

  // Clouds: a grey monsoon bank, thin summer wisps, a few puffs otherwise.
  const count = season === 'monsoon' ? random.int(7, 10) : season === 'summer' ? random.int(0, 2) : season === 'winter' ? random.int(1, 2) : random.int(2, 4);
  if (season === 'monsoon') {
    parts.push(`<rect width="${WIDTH}" height="${n(horizon * 0.3)}" fill="${hsl(215, 10, look.dusk ? 22 : 48, 0.55)}"/>`);
  }
  for (let i = 0; i < count; i += 1) {
    const cx = random.next() * WIDTH;
    const cy = horizon * (season === 'monsoon' ? 0.08 + random.next() * 0.4 : 0.12 + random.next() * 0.45);
    const scale = season === 'monsoon' ? 1.2 + random.next() * 1.2 : 0.6 + random.next() * 0.9;
    const flat = season === 'summer' ? 0.35 : 1;
    const colour =
      look.dusk ? hsl(320, 35, season === 'monsoon' ? 40 : 72, 0.6)
      : season === 'monsoon' ? hsl(212, 8, 52 + random.next() * 20, 0.92)
      : time === 'golden' ? hsl(30, 80, 88, 0.85)
      : `rgb(255 255 255 / ${season === 'summer' ? 0.55 : 0.85})`;
    parts.push(
      `<g fill="${colour}">` +
        [[0, 0, 60, 22], [-45, 8, 40, 16], [48, 6, 46, 18], [10, -14, 38, 20]]
          .map(([dx, dy, rx, ry]) => `<ellipse cx="${n(cx + dx! * scale)}" cy="${n(cy + dy! * scale * flat)}" rx="${n(rx! * scale)}" ry="${n(ry! * scale * flat)}"/>`)
          .join('') +
        '</g>',
    );
  }
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

/** Flat-topped basalt hills of the Deccan, with their terraced layers. */
function mesas(random: Random, baseY: number, height: number, fill: string, line: string): string {
  const parts: string[] = [];
  let x = -random.int(0, 120);
  while (x < WIDTH) {
    const width = 180 + random.next() * 320;
    const top = baseY - height * (0.55 + random.next() * 0.45);
    const slope = 40 + random.next() * 60;
    parts.push(`<path d="M${n(x)} ${n(baseY)} L${n(x + slope)} ${n(top)} L${n(x + width - slope)} ${n(top)} L${n(x + width)} ${n(baseY)} Z" fill="${fill}"/>`);
    const bands: string[] = [];
    for (let k = 1; k < 4; k += 1) {
      const y = top + ((baseY - top) * k) / 4;
      const inset = slope * (1 - k / 4);
      bands.push(`M${n(x + inset + 6)} ${n(y)} L${n(x + width - inset - 6)} ${n(y)}`);
    }
    parts.push(`<path d="${bands.join(' ')}" stroke="${line}" stroke-width="3" fill="none"/>`);
    x += width - 20 + random.next() * 80;
  }
  return parts.join('');
}

/** What rises above the horizon: hills, mesas, a city skyline, a tree line, the sea. */
export function farTerrain(random: Random, scene: PictureScene, look: Look, { stage: s }: Layout): string {
  const base = s.horizon + 2;
  const haze = (lightness: number) => (look.dusk ? lightness * 0.5 : lightness);
  const parts: string[] = [];
  switch (scene.terrain) {
    case 'hills':
      parts.push(`<path d="${ridgePath(random, base, 150, 5)}" fill="${hsl(205, 22, haze(70))}"/>`);
      parts.push(`<path d="${ridgePath(random, base, 85, 8)}" fill="${look.paint([look.leaf[0] + 20, 24, 46])}"/>`);
      break;
    case 'plateau':
      parts.push(mesas(random, base, 150, hsl(18, 16, haze(62)), hsl(18, 12, haze(54))));
      parts.push(mesas(random, base, 70, look.paint([24, 22, 44]), look.paint([24, 18, 36])));
      break;
    case 'periurban':
      parts.push(skyline(random, look, base));
      break;
    case 'coastal':
      // The sea fills the horizon.
      parts.push(`<rect y="${n(s.horizon - 1)}" width="${WIDTH}" height="${n((HEIGHT - s.horizon) * 0.14)}" fill="url(#water)"/>`);
      break;
    case 'lakeside':
    case 'riverside':
      parts.push(`<path d="${ridgePath(random, base, 50, 6)}" fill="${hsl(200, 18, haze(70))}"/>`);
      parts.push(treeLine(random, look, base, 22));
      break;
    case 'farmland':
      parts.push(treeLine(random, look, base, 18));
      break;
  }
  return parts.join('');
}

function treeLine(random: Random, look: Look, baseY: number, size: number): string {
  const bumps: string[] = [];
  for (let x = -10; x < WIDTH + 10; x += size * (0.8 + random.next() * 1.6)) {
    if (random.chance(0.25)) continue;
    const r = size * (0.6 + random.next() * 0.6);
    bumps.push(`<circle cx="${n(x)}" cy="${n(baseY - r * 0.7)}" r="${n(r)}"/>`);
  }
  return `<g fill="${look.paint(look.leaf, 14, -16)}">${bumps.join('')}</g>`;
}

function skyline(random: Random, look: Look, baseY: number): string {
  const towers: string[] = [];
  const windows: string[] = [];
  const start = WIDTH * random.next() * 0.3;
  const end = start + WIDTH * (0.45 + random.next() * 0.35);
  for (let x = start; x < end; ) {
    const width = 22 + random.next() * 46;
    const height = 30 + random.next() * (random.chance(0.3) ? 150 : 70);
    towers.push(`<rect x="${n(x)}" y="${n(baseY - height)}" width="${n(width)}" height="${n(height)}"/>`);
    if (look.dusk) {
      for (let k = 0; k < 4; k += 1) windows.push(`M${n(x + 4 + random.next() * (width - 10))} ${n(baseY - 6 - random.next() * (height - 10))}h4`);
    }
    x += width + random.next() * 14;
  }
  // A water tank on its stilts, as every Indian suburb has one.
  const tankX = random.chance(0.5) ? start - 60 : end + 40;
  return (
    `<g fill="${look.dusk ? hsl(240, 18, 30) : hsl(210, 14, 72)}">${towers.join('')}` +
    `<rect x="${n(tankX)}" y="${n(baseY - 60)}" width="6" height="60"/><rect x="${n(tankX + 24)}" y="${n(baseY - 60)}" width="6" height="60"/><rect x="${n(tankX - 8)}" y="${n(baseY - 86)}" width="46" height="28" rx="4"/></g>` +
    (windows.length ? `<path d="${windows.join('')}" stroke="${hsl(46, 100, 70)}" stroke-width="3"/>` : '')
  );
}

/** The land between the site and the horizon: fields, a lake, a river, a beach, rocks, pylons. */
export function midground(random: Random, scene: PictureScene, look: Look, layout: Layout): string {
  const s = layout.stage;
  const far = layout.siteDepth;
  const parts: string[] = [];
  switch (scene.terrain) {
    case 'farmland': {
      const crops = cropColours(look.season);
      const strips: string[] = [];
      for (let z = far; z < 60; z *= 1.35) {
        for (let x = -80; x < 80; x += 6 + random.int(0, 6)) {
          strips.push(`<polygon points="${quadOf(s, x, x + 6, z, z * 1.35)}" fill="${look.paint(random.pick(crops), random.int(-4, 4))}"/>`);
        }
      }
      parts.push(`<g stroke="${look.paint(look.ground, -12)}" stroke-width="1" stroke-opacity="0.5">${strips.join('')}</g>`);
      break;
    }
    case 'lakeside': {
      const shore: (readonly [number, number])[] = [];
      for (let k = 0; k <= 8; k += 1) shore.push(s.at(-90 + k * 22.5, far + 2 + Math.sin(k * 1.3 + random.next()) * 1.2));
      const lake = [[0, s.horizon] as const, ...shore.map(([x, y]) => [x, y] as const), [WIDTH, s.horizon] as const];
      parts.push(`<polygon points="${points(lake)}" fill="url(#water)"/>`);
      if (layout.openFrom !== null) {
        const sign = Math.sign(layout.openFrom);
        const edge = Math.abs(layout.openFrom);
        const bay = [s.at(sign * edge, far + 2), s.at(sign * (edge + 1.5), 1.4), s.at(sign * 60, 0.9), s.at(sign * 60, far + 2)];
        parts.push(`<polygon points="${points(bay)}" fill="url(#water)"/>`);
      }
      parts.push(shimmer(random, look, s.horizon + 4, s.at(0, far + 2)[1] - 4));
      break;
    }
    case 'riverside': {
      // The river runs beside the site towards the horizon, winding a little; trees on the far bank.
      const sign = Math.sign(layout.openFrom ?? 1);
      const edge = Math.abs(layout.openFrom ?? 3.2) + 0.4;
      const width = edge * 1.1;
      const phase = random.next() * 6;
      const wiggle = (z: number) => Math.sin(z * 0.35 + phase) * edge * 0.35;
      const near: (readonly [number, number])[] = [];
      const farBank: (readonly [number, number])[] = [];
      for (let z = 1.1; z < 90; z *= 1.25) {
        near.push(s.at(sign * (edge + wiggle(z)), z));
        farBank.push(s.at(sign * (edge + width + wiggle(z)), z));
      }
      parts.push(`<polygon points="${points([...near, ...farBank.reverse()])}" fill="url(#water)" stroke="${look.paint(look.soil, 6)}" stroke-width="3"/>`);
      parts.push(shimmer(random, look, s.horizon + 6, s.horizon + 40));
      const bank: string[] = [];
      for (let z = 12; z >= 1.6; z /= 1.3) {
        const [x, y] = s.at(sign * (edge + width + wiggle(z) + 0.8 + random.next()), z);
        bank.push(tree(random, x, y, s.px(z) * 0.75, look, scene.terrain));
      }
      parts.push(bank.join(''));
      break;
    }
    case 'coastal': {
      const beachY = s.horizon + (HEIGHT - s.horizon) * 0.14;
      parts.push(`<path d="M0 ${n(beachY - 4)} Q${WIDTH * 0.3} ${n(beachY + 10)} ${WIDTH * 0.6} ${n(beachY)} T${WIDTH} ${n(beachY + 6)} L${WIDTH} ${n(beachY + 26)} L0 ${n(beachY + 22)} Z" fill="${look.paint([42, 45, 78])}"/>`);
      parts.push(shimmer(random, look, s.horizon + 3, beachY - 6));
      for (let i = 0, count = random.int(4, 7); i < count; i += 1) {
        const x = random.next() * WIDTH;
        parts.push(palm(random, x, beachY + 16 + random.next() * 8, 70 + random.next() * 60, look));
      }
      break;
    }
    case 'plateau': {
      const rocks: string[] = [];
      for (let i = 0; i < 10; i += 1) {
        const [x, y] = s.at((random.next() - 0.5) * 60, far + random.next() * 20);
        const r = (0.5 + random.next()) * s.px(far) * 0.5;
        rocks.push(`<path d="M${n(x - r)} ${n(y)} Q${n(x - r * 0.6)} ${n(y - r)} ${n(x)} ${n(y - r * 0.9)} Q${n(x + r * 0.8)} ${n(y - r * 0.8)} ${n(x + r)} ${n(y)} Z"/>`);
      }
      parts.push(`<g fill="${look.paint([20, 10, 46])}">${rocks.join('')}</g>`);
      break;
    }
    case 'periurban': {
      // A line of power pylons crossing the fields.
      const pylons: string[] = [];
      const tops: (readonly [number, number])[] = [];
      for (let i = 0; i < 5; i += 1) {
        const z = far + 2 + i * 5;
        const [x, y] = s.at(-30 + i * 14, z);
        const h = s.px(z) * 2.2;
        pylons.push(`M${n(x - h * 0.12)} ${n(y)} L${n(x)} ${n(y - h)} L${n(x + h * 0.12)} ${n(y)} M${n(x - h * 0.2)} ${n(y - h * 0.8)} L${n(x + h * 0.2)} ${n(y - h * 0.8)}`);
        tops.push([x, y - h * 0.8]);
      }
      const wires = tops.slice(1).map(([x, y], i) => `M${n(tops[i]![0])} ${n(tops[i]![1])} Q${n((x + tops[i]![0]) / 2)} ${n(Math.max(y, tops[i]![1]) + 8)} ${n(x)} ${n(y)}`);
      parts.push(`<path d="${pylons.join(' ')} ${wires.join(' ')}" stroke="${look.dusk ? hsl(240, 10, 25) : hsl(210, 8, 45)}" stroke-width="1.5" fill="none"/>`);
      break;
    }
    case 'hills':
      break;
  }
  // A few trees scattered beyond the site.
  const trees: string[] = [];
  for (let i = 0, count = random.int(3, 7); i < count; i += 1) {
    const z = far + 1 + random.next() * 10;
    const x = (random.next() - 0.5) * 3 * z;
    if (layout.openFrom !== null && Math.sign(x) === Math.sign(layout.openFrom) && Math.abs(x) > Math.abs(layout.openFrom)) continue;
    if (scene.terrain === 'lakeside' && z > far + 1.5) continue;
    const [sx, sy] = s.at(x, z);
    trees.push(tree(random, sx, sy, s.px(z) * 0.7, look, scene.terrain));
  }
  parts.push(trees.join(''));
  return parts.join('');
}

export function cropColours(season: Season): readonly Hsl[] {
  switch (season) {
    case 'monsoon':
      return [[100, 62, 44], [115, 50, 36], [88, 55, 48], [125, 45, 32]];
    case 'summer':
      return [[38, 45, 62], [30, 38, 52], [45, 40, 68], [24, 35, 46]];
    case 'winter':
      // Rabi season: mustard in flower and young wheat.
      return [[52, 85, 56], [96, 40, 48], [52, 80, 60], [86, 35, 54]];
    case 'post-harvest':
      return [[44, 55, 64], [28, 35, 44], [40, 50, 58], [46, 58, 70]];
  }
}

export function shimmer(random: Random, look: Look, top: number, bottom: number): string {
  const lines: string[] = [];
  for (let i = 0; i < 10; i += 1) {
    const y = top + random.next() * Math.max(2, bottom - top);
    const x = random.next() * WIDTH;
    lines.push(`M${n(x)} ${n(y)}h${n(20 + random.next() * 60)}`);
  }
  return `<path d="${lines.join('')}" stroke="${look.dusk ? hsl(30, 80, 70) : '#ffffff'}" stroke-width="2" opacity="0.5"/>`;
}
