// The site itself in each composition: its plots, lanes and boundary seen from the ground or the
// air.
import type { Random } from '../prng';
import { houseBox, orchardRows, puddles, siteBuildings, streetLight, stubble, tree } from './details';
import { type Look, hsl, n } from './look';
import { type Layout, points, quadOf } from './perspective';
import type { PictureScene } from './scene';

function plotStyle(random: Random, look: Look): () => string {
  return () => (random.chance(0.3) ? look.paint(look.soil, random.int(0, 10)) : look.paint(look.ground, random.int(-6, 6), random.int(-6, 6)));
}

const lineColour = (look: Look) => (look.dusk ? hsl(40, 20, 55) : hsl(40, 25, 88));
const roadColour = (look: Look) => (look.dusk ? hsl(230, 10, 30) : hsl(30, 6, 54));

/** The classic view down the entrance avenue, plots on both sides (one side by a lake). */
export function avenue(random: Random, scene: PictureScene, look: Look, layout: Layout): string {
  const s = layout.stage;
  const roadHalf = 0.55;
  const plotWidth = 1.6;
  const depths = Array.from({ length: 10 }, (_, k) => 1 + k * 0.78);
  const crossEvery = random.int(3, 4);
  const fill = plotStyle(random, look);
  const farm = scene.projectType === 'agricultural';
  const road = farm ? look.paint(look.soil, 14, -14) : roadColour(look);
  const parts: string[] = [];
  for (let k = depths.length - 2; k >= 0; k -= 1) {
    const z0 = depths[k]!;
    const z1 = depths[k + 1]!;
    const cross = !farm && k % crossEvery === crossEvery - 1;
    for (const side of [-1, 1]) {
      if (layout.openFrom !== null && Math.sign(layout.openFrom) === side) continue;
      for (let column = 0; column < (farm ? 2 : 5); column += 1) {
        const width = farm ? plotWidth * 4 : plotWidth;
        const inner = roadHalf + column * width;
        const [xa, xb] = side < 0 ? [-(inner + width), -inner] : [inner, inner + width];
        parts.push(`<polygon points="${quadOf(s, xa, xb, z0, z1)}" fill="${cross ? road : fill()}" stroke="${lineColour(look)}" stroke-opacity="0.5" stroke-width="${n(2.4 / z0)}"/>`);
      }
    }
    parts.push(`<polygon points="${quadOf(s, -roadHalf, roadHalf, z0, z1)}" fill="${road}"/>`);
  }
  if (!farm) {
    const dashes = depths.slice(0, -1).map((z) => {
      const [x0, y0] = s.at(0, z + 0.1);
      const [x1, y1] = s.at(0, z + 0.4);
      return `M${n(x0)} ${n(y0)} L${n(x1)} ${n(y1)}`;
    });
    parts.push(`<path d="${dashes.join(' ')}" stroke="${look.dusk ? hsl(45, 90, 70) : '#ffffff'}" stroke-width="4" stroke-linecap="round" fill="none" opacity="0.85"/>`);
  }
  if (look.season === 'monsoon') parts.push(puddles(random, look, s, [-roadHalf, roadHalf], [1.2, 4]));

  // Trees (and shops or a farmhouse) along the avenue, far to near.
  const items: string[] = [];
  for (let k = depths.length - 1; k >= 0; k -= 1) {
    const z = depths[k]! + 0.35;
    for (const side of [-1, 1]) {
      const [x, y] = s.at(side * (roadHalf + 0.18), z);
      items.push(tree(random, x, y, s.px(z) * 0.64, look, scene.terrain));
      if (!farm && k % 2 === 0) items.push(streetLight(s.at(side * (roadHalf + 0.05), z - 0.35), s.px(z - 0.35), look));
    }
    if (k === 4) items.push(siteBuildings(random, scene, look, s, -(roadHalf + 2.6), z + 0.4));
  }
  parts.push(items.join(''));
  return parts.join('');
}

/** A road that bends away to one side, plots on its outer side and open land on the other. */
export function curve(random: Random, scene: PictureScene, look: Look, layout: Layout, side: number): string {
  const s = layout.stage;
  const farm = scene.projectType === 'agricultural';
  // Away from the open side, where a lake or river may be.
  const bend = -side * (0.12 + random.next() * 0.1);
  const centre = (z: number) => bend * (z - 1) ** 2;
  const half = farm ? 0.45 : 0.6;
  const fill = plotStyle(random, look);
  const parts: string[] = [];
  const steps = Array.from({ length: 12 }, (_, k) => 1 + k * 0.62);
  const road = farm ? look.paint(look.soil, 14, -14) : roadColour(look);
  for (let k = steps.length - 2; k >= 0; k -= 1) {
    const z0 = steps[k]!;
    const z1 = steps[k + 1]!;
    // Plots on the outside of the bend.
    for (let column = 0; column < 4; column += 1) {
      const offset = half + 0.3 + column * (farm ? 3 : 1.5);
      const width = farm ? 3 : 1.5;
      const a0 = centre(z0) - side * offset;
      const a1 = centre(z1) - side * offset;
      const b0 = a0 - side * width;
      const b1 = a1 - side * width;
      parts.push(`<polygon points="${points([s.at(a0, z0), s.at(b0, z0), s.at(b1, z1), s.at(a1, z1)])}" fill="${fill()}" stroke="${lineColour(look)}" stroke-opacity="0.55" stroke-width="${n(2.2 / z0)}"/>`);
    }
    parts.push(`<polygon points="${points([s.at(centre(z0) - half, z0), s.at(centre(z0) + half, z0), s.at(centre(z1) + half, z1), s.at(centre(z1) - half, z1)])}" fill="${road}"/>`);
  }
  // Kerb lines.
  const kerb = (offset: number) => steps.map((z, k) => `${k ? 'L' : 'M'}${points([s.at(centre(z) + offset, z)])}`.replace(',', ' ')).join(' ');
  parts.push(`<path d="${kerb(-half)} ${kerb(half)}" stroke="${lineColour(look)}" stroke-width="3" fill="none" opacity="0.8"/>`);
  if (look.season === 'monsoon') parts.push(puddles(random, look, s, [-half + centre(2), half + centre(2)], [1.2, 2.6]));

  const items: string[] = [];
  for (let k = steps.length - 1; k >= 0; k -= 2) {
    const z = steps[k]! + 0.2;
    const [x, y] = s.at(centre(z) + side * (half + 0.3), z);
    items.push(tree(random, x, y, s.px(z) * 0.7, look, scene.terrain));
    if (!farm) items.push(streetLight(s.at(centre(z) - side * (half + 0.1), z), s.px(z), look));
    if (k === 5) items.push(siteBuildings(random, scene, look, s, centre(z) - side * (half + 2.4), z + 0.6));
  }
  parts.push(items.join(''));
  return parts.join('');
}

/** A corner plot seen from the road: its compound wall, a gate, and the plot behind. */
export function corner(random: Random, scene: PictureScene, look: Look, layout: Layout, side: number): string {
  const s = layout.stage;
  const parts: string[] = [];
  // The road in front, running across.
  parts.push(`<polygon points="${quadOf(s, -40, 40, 1, 1.12)}" fill="${roadColour(look)}"/>`);
  const cornerX = side * -(0.4 + random.next() * 0.8);
  const zFront = 1.25;
  const zBack = 4.5;
  const wallHeight = 0.45;
  const wall = look.paint([36, 18, 76], 0);
  const wallShade = look.paint([36, 18, 62], 0);
  // The plot itself, freshly levelled earth.
  const far = side * 9;
  parts.push(`<polygon points="${points([s.at(cornerX, zFront), s.at(far, zFront), s.at(far, zBack), s.at(cornerX, zBack)])}" fill="${look.paint([look.soil[0] + 6, 24, 60])}"/>`);
  // Neighbouring plots beyond the side wall.
  const fill = plotStyle(random, look);
  for (let k = 0; k < 4; k += 1) {
    const z0 = zFront + k * 0.9;
    parts.push(`<polygon points="${quadOf(s, cornerX - side * 1.6, cornerX, z0, z0 + 0.9)}" fill="${fill()}" stroke="${lineColour(look)}" stroke-opacity="0.5"/>`);
  }
  // Side wall going away, then the front wall with a gate.
  const up = (x: number, z: number) => [s.at(x, z)[0], s.at(x, z)[1] - wallHeight * s.px(z)] as const;
  parts.push(`<polygon points="${points([s.at(cornerX, zFront), s.at(cornerX, zBack), up(cornerX, zBack), up(cornerX, zFront)])}" fill="${wallShade}"/>`);
  const gateFrom = cornerX + side * (2 + random.next() * 1.5);
  const gateTo = gateFrom + side * 1.4;
  for (const [a, b] of [[cornerX, gateFrom], [gateTo, far]] as const) {
    parts.push(`<polygon points="${points([s.at(a, zFront), s.at(b, zFront), up(b, zFront), up(a, zFront)])}" fill="${wall}" stroke="${wallShade}" stroke-width="2"/>`);
  }
  // Coping along the top of the front wall.
  parts.push(`<path d="M${points([up(cornerX, zFront)]).replace(',', ' ')} L${points([up(gateFrom, zFront)]).replace(',', ' ')} M${points([up(gateTo, zFront)]).replace(',', ' ')} L${points([up(far, zFront)]).replace(',', ' ')}" stroke="${hsl(look.accentHue, 35, 45 * look.light)}" stroke-width="5"/>`);
  // Gate pillars and an iron gate standing open.
  for (const x of [gateFrom, gateTo]) {
    const [px, py] = s.at(x, zFront);
    const size = s.px(zFront);
    parts.push(`<rect x="${n(px - size * 0.06)}" y="${n(py - size * 0.42)}" width="${n(size * 0.12)}" height="${n(size * 0.42)}" fill="${wallShade}"/><rect x="${n(px - size * 0.08)}" y="${n(py - size * 0.46)}" width="${n(size * 0.16)}" height="${n(size * 0.05)}" fill="${hsl(look.accentHue, 35, 40 * look.light)}"/>`);
  }
  const [gx, gy] = s.at(gateFrom, zFront);
  const [hx] = s.at(gateFrom + side * 0.5, zFront + 0.5);
  const gateTop = gy - s.px(zFront) * 0.3;
  const bars = Array.from({ length: 6 }, (_, i) => {
    const x = gx + ((hx - gx) * (i + 0.5)) / 6;
    return `M${n(x)} ${n(gy - (i * 6))} V${n(gateTop - i * 4)}`;
  });
  parts.push(`<path d="M${n(gx)} ${n(gateTop)} L${n(hx)} ${n(gateTop - 24)} M${n(gx)} ${n(gy - 8)} L${n(hx)} ${n(gy - 30)} ${bars.join(' ')}" stroke="${hsl(220, 10, 22)}" stroke-width="3" fill="none"/>`);
  // Corner stone and a tree in the plot.
  const [cx, cy] = s.at(cornerX, zFront);
  const size = s.px(zFront);
  parts.push(`<rect x="${n(cx - size * 0.07)}" y="${n(cy - size * 0.36)}" width="${n(size * 0.14)}" height="${n(size * 0.36)}" fill="${wallShade}"/>`);
  const [tx, ty] = s.at(cornerX + side * 5, zBack - 0.6);
  parts.push(tree(random, tx, ty, s.px(zBack) * 0.9, look, scene.terrain));
  parts.push(siteBuildings(random, scene, look, s, cornerX + side * 6.5, zBack + 1.5));
  if (scene.projectType !== 'agricultural') parts.push(streetLight(s.at(gateTo + side * 1.2, 1.55), s.px(1.55), look));
  if (look.season === 'monsoon') parts.push(puddles(random, look, s, [-4, 4], [1.05, 1.4]));
  return parts.join('');
}

/** Across an open plot: survey stones at the corners, lime lines between them, a marker flag. */
export function survey(random: Random, scene: PictureScene, look: Look, layout: Layout): string {
  const s = layout.stage;
  const farm = scene.projectType === 'agricultural';
  const width = farm ? 4 : 1.8;
  const columns = farm ? 4 : 6;
  const rows = 4;
  const x0 = -(width * columns) / 2 + (random.next() - 0.5) * 2;
  const z0 = 1.15;
  const depth = farm ? 1.2 : 0.9;
  const parts: string[] = [];
  if (look.season === 'post-harvest') parts.push(stubble(random, look, s, x0, x0 + width * columns, z0, z0 + depth * rows));
  const lines: string[] = [];
  for (let i = 0; i <= columns; i += 1) lines.push(`M${points([s.at(x0 + i * width, z0)]).replace(',', ' ')} L${points([s.at(x0 + i * width, z0 + depth * rows)]).replace(',', ' ')}`);
  for (let j = 0; j <= rows; j += 1) lines.push(`M${points([s.at(x0, z0 + j * depth)]).replace(',', ' ')} L${points([s.at(x0 + width * columns, z0 + j * depth)]).replace(',', ' ')}`);
  parts.push(`<path d="${lines.join(' ')}" stroke="${hsl(50, 30, 94 * Math.max(0.7, look.light))}" stroke-width="2.5" fill="none" opacity="0.8"/>`);
  // Stones far to near.
  const stones: string[] = [];
  for (let j = rows; j >= 0; j -= 1) {
    for (let i = 0; i <= columns; i += 1) {
      const z = z0 + j * depth;
      const [x, y] = s.at(x0 + i * width, z);
      const size = s.px(z);
      stones.push(`<rect x="${n(x - size * 0.05)}" y="${n(y - size * 0.24)}" width="${n(size * 0.1)}" height="${n(size * 0.24)}" fill="${look.paint([40, 10, 86])}" stroke="${look.paint([40, 8, 60])}"/><rect x="${n(x - size * 0.05)}" y="${n(y - size * 0.24)}" width="${n(size * 0.1)}" height="${n(size * 0.06)}" fill="${hsl(8, 70, 48 * look.light)}"/>`);
    }
  }
  parts.push(stones.join(''));
  // A marker post with a flag on the nearest corner.
  const [fx, fy] = s.at(x0 + width * random.int(1, columns - 1), z0);
  const size = s.px(z0);
  parts.push(`<path d="M${n(fx)} ${n(fy)} V${n(fy - size * 0.6)}" stroke="${hsl(30, 30, 30)}" stroke-width="${n(size * 0.015 + 1)}"/><path d="M${n(fx)} ${n(fy - size * 0.6)} l${n(size * 0.16)} ${n(size * 0.05)} l${n(-size * 0.16)} ${n(size * 0.05)} Z" fill="${hsl(28, 95, 52 * Math.max(0.7, look.light))}"/>`);
  // A track along one side, and the farmhouse or a board of buildings beyond.
  parts.push(siteBuildings(random, scene, look, s, x0 + width * columns + 2.5, z0 + depth * rows + 1));
  const items: string[] = [];
  for (let i = 0; i < 4; i += 1) {
    const z = z0 + depth * rows + 0.6 + random.next() * 1.5;
    const [x, y] = s.at(x0 - 1 + random.next() * (width * columns), z);
    items.push(tree(random, x, y, s.px(z) * 0.7, look, scene.terrain));
  }
  parts.push(items.join(''));
  if (look.season === 'monsoon') parts.push(puddles(random, look, s, [x0, x0 + width * columns], [1.1, 3]));
  return parts.join('');
}

/** Looking down at an angle over the plotted lanes: blocks of plots, trees along the lanes, a few houses. */
export function aerialLanes(random: Random, scene: PictureScene, look: Look, layout: Layout): string {
  const s = layout.stage;
  const farm = scene.projectType === 'agricultural';
  const angle = (random.chance(0.5) ? 1 : -1) * (0.25 + random.next() * 0.35);
  const cos = Math.cos(angle);
  const sin = Math.sin(angle);
  // Local grid (u across, v along) rotated into the world, centred ahead of the camera.
  const centreZ = 14;
  const world = (u: number, v: number) => [u * cos - v * sin, centreZ + u * sin + v * cos] as const;
  const screen = (u: number, v: number) => {
    const [x, z] = world(u, v);
    return s.at(x, Math.max(z, 2));
  };
  const lane = 0.7;
  const plotW = farm ? 3.2 : 1.5;
  const plotD = farm ? 3.2 : 2;
  const perBlock = farm ? 2 : 4;
  const blockW = plotW * perBlock;
  const blockD = plotD * 2;
  const fill = plotStyle(random, look);
  const built = scene.projectType === 'commercial' || scene.projectType === 'mixed-use';
  const limit = layout.openFrom !== null ? Math.abs(layout.openFrom) : 99;
  const cells: { depth: number; svg: string }[] = [];
  for (let bu = -3; bu < 3; bu += 1) {
    for (let bv = -3; bv < 3; bv += 1) {
      const u0 = bu * (blockW + lane) + lane / 2;
      const v0 = bv * (blockD + lane) + lane / 2;
      const [wx] = world(u0 + blockW / 2, v0);
      if (layout.openFrom !== null && Math.sign(wx) === Math.sign(layout.openFrom) && Math.abs(wx) > limit) continue;
      const park = !farm && (bu + bv * 3 + scene.seed) % 9 === 0;
      for (let i = 0; i < perBlock; i += 1) {
        for (let j = 0; j < 2; j += 1) {
          const a = u0 + i * plotW;
          const b = v0 + j * plotD;
          const [, z] = world(a + plotW / 2, b + plotD / 2);
          if (z < 2.6 || z > 60) continue;
          const colour = park ? look.paint([look.leaf[0], 40, 40]) : fill();
          let svg = `<polygon points="${points([screen(a, b), screen(a + plotW, b), screen(a + plotW, b + plotD), screen(a, b + plotD)])}" fill="${colour}" stroke="${lineColour(look)}" stroke-width="${n(Math.max(0.6, 8 / z))}"/>`;
          if (!farm && !park && random.chance(built ? 0.35 : 0.15)) svg += houseBox(random, look, s, world(a + plotW / 2, b + plotD / 2), plotW * 0.55, built);
          if (farm && random.chance(0.5)) svg += orchardRows(random, look, s, world, a, b, plotW, plotD);
          cells.push({ depth: z, svg });
        }
      }
      // Trees along the lane in front of the block.
      for (let i = 0; i < perBlock; i += 2) {
        const [x, z] = world(u0 + i * plotW + 0.2, v0 - lane / 2);
        if (z < 2.6 || z > 60) continue;
        const [sx, sy] = s.at(x, z);
        cells.push({ depth: z - 0.01, svg: tree(random, sx, sy, s.px(z) * 0.9, look, scene.terrain) });
      }
    }
  }
  cells.sort((p, q) => q.depth - p.depth);
  return cells.map((cell) => cell.svg).join('');
}
