// What stands on the ground: houses, orchards, site buildings, trees, palms and street lights.
import type { Random } from '../prng';
import { type Look, hsl, n } from './look';
import { type Stage, points } from './perspective';
import type { PictureScene, Terrain } from './scene';

export function houseBox(random: Random, look: Look, s: Stage, [x, z]: readonly [number, number], size: number, built: boolean): string {
  const [sx, sy] = s.at(x, z);
  const w = size * s.px(z);
  const h = w * (built ? 0.6 + random.next() * 0.4 : 0.5);
  const roof = built ? look.paint([210, 8, 80]) : look.paint([look.accentHue, 40, 55]);
  return `<rect x="${n(sx - w / 2)}" y="${n(sy - h)}" width="${n(w)}" height="${n(h)}" fill="${look.paint([38, 25, 84])}" stroke="${look.paint([30, 10, 60])}"/><rect x="${n(sx - w / 2)}" y="${n(sy - h - w * 0.2)}" width="${n(w)}" height="${n(w * 0.2)}" fill="${roof}"/>`;
}

export function orchardRows(random: Random, look: Look, s: Stage, world: (u: number, v: number) => readonly [number, number], a: number, b: number, w: number, d: number): string {
  const dots: string[] = [];
  for (let i = 0.5; i < 3; i += 1) {
    for (let j = 0.5; j < 3; j += 1) {
      const [x, z] = world(a + (w * i) / 3, b + (d * j) / 3);
      const [sx, sy] = s.at(x, z);
      dots.push(`<circle cx="${n(sx)}" cy="${n(sy - 3)}" r="${n(Math.max(1.5, s.px(z) * 0.22))}"/>`);
    }
  }
  return `<g fill="${look.paint(look.leaf, random.int(0, 6))}">${dots.join('')}</g>`;
}

/** By project type: a row of shopfronts, a farmhouse, or nothing (plots speak for themselves). */
export function siteBuildings(random: Random, scene: PictureScene, look: Look, s: Stage, x: number, z: number): string {
  const size = s.px(z);
  const [sx, sy] = s.at(x, z);
  if (scene.projectType === 'agricultural') {
    const w = size * 1.1;
    const h = w * 0.45;
    return (
      `<rect x="${n(sx - w / 2)}" y="${n(sy - h)}" width="${n(w)}" height="${n(h)}" fill="${look.paint([38, 30, 80])}"/>` +
      `<polygon points="${points([[sx - w * 0.6, sy - h], [sx, sy - h - w * 0.32], [sx + w * 0.6, sy - h]])}" fill="${look.paint([12, 55, 42])}"/>` +
      `<rect x="${n(sx - w * 0.1)}" y="${n(sy - h * 0.7)}" width="${n(w * 0.2)}" height="${n(h * 0.7)}" fill="${look.paint([25, 35, 30])}"/>` +
      (look.dusk ? `<rect x="${n(sx + w * 0.22)}" y="${n(sy - h * 0.7)}" width="${n(w * 0.14)}" height="${n(h * 0.3)}" fill="${hsl(45, 100, 70)}"/>` : '')
    );
  }
  if (scene.projectType === 'commercial' || scene.projectType === 'mixed-use') {
    const shops: string[] = [];
    const count = scene.projectType === 'commercial' ? random.int(3, 5) : 2;
    const w = size * 0.9;
    for (let i = 0; i < count; i += 1) {
      const left = sx + (i - count / 2) * w;
      const h = w * (0.55 + random.next() * 0.35);
      const awning = hsl(look.accentHue + i * 47, 60, 50 * Math.max(0.6, look.light));
      shops.push(
        `<rect x="${n(left)}" y="${n(sy - h)}" width="${n(w * 0.96)}" height="${n(h)}" fill="${look.paint([35 + i * 20, 18, 80])}"/>` +
          `<rect x="${n(left + w * 0.1)}" y="${n(sy - h * 0.48)}" width="${n(w * 0.76)}" height="${n(h * 0.48)}" fill="${look.dusk ? hsl(45, 90, 68) : look.paint([210, 10, 45])}"/>` +
          `<rect x="${n(left)}" y="${n(sy - h * 0.6)}" width="${n(w * 0.96)}" height="${n(h * 0.12)}" fill="${awning}"/>`,
      );
    }
    return shops.join('');
  }
  return '';
}

export function stubble(random: Random, look: Look, s: Stage, x0: number, x1: number, z0: number, z1: number): string {
  const lines: string[] = [];
  for (let x = x0; x <= x1; x += 0.45) lines.push(`M${points([s.at(x, z0)]).replace(',', ' ')} L${points([s.at(x, z1)]).replace(',', ' ')}`);
  const stacks: string[] = [];
  for (let i = 0; i < 3; i += 1) {
    const z = z0 + 1 + random.next() * (z1 - z0);
    const [x, y] = s.at(x0 + random.next() * (x1 - x0), z);
    const r = s.px(z) * 0.22;
    stacks.push(`<path d="M${n(x - r)} ${n(y)} Q${n(x - r)} ${n(y - r * 1.8)} ${n(x)} ${n(y - r * 1.9)} Q${n(x + r)} ${n(y - r * 1.8)} ${n(x + r)} ${n(y)} Z"/>`);
  }
  return `<path d="${lines.join(' ')}" stroke="${look.paint([36, 45, 45])}" stroke-width="1.5" opacity="0.6"/><g fill="${look.paint([42, 55, 58])}" stroke="${look.paint([36, 45, 42])}">${stacks.join('')}</g>`;
}

export function puddles(random: Random, look: Look, s: Stage, [xa, xb]: readonly [number, number], [za, zb]: readonly [number, number]): string {
  const shapes: string[] = [];
  for (let i = 0; i < 4; i += 1) {
    const z = za + random.next() * (zb - za);
    const [x, y] = s.at(xa + random.next() * (xb - xa), z);
    const r = s.px(z) * (0.12 + random.next() * 0.16);
    shapes.push(`<ellipse cx="${n(x)}" cy="${n(y)}" rx="${n(r)}" ry="${n(r * 0.22)}"/>`);
  }
  return `<g fill="${look.sky[1]}" opacity="0.75">${shapes.join('')}</g>`;
}

export function tree(random: Random, x: number, groundY: number, heightPx: number, look: Look, terrain: Terrain): string {
  if (terrain === 'coastal' && random.chance(0.6)) return palm(random, x, groundY, heightPx * 1.3, look);
  const height = heightPx * (0.85 + random.next() * 0.3);
  const trunk = Math.max(1.5, height * 0.07);
  const leaf = look.paint(look.leaf, random.int(-2, 8), 0);
  const light = look.paint(look.leaf, 12, 0);
  // Ashoka-like columns on the plateau and in the suburbs; round neem and mango crowns elsewhere.
  if ((terrain === 'periurban' || terrain === 'plateau') && random.chance(0.4)) {
    return (
      `<rect x="${n(x - trunk / 2)}" y="${n(groundY - height * 0.2)}" width="${n(trunk)}" height="${n(height * 0.2)}" fill="${look.paint([25, 35, 28])}"/>` +
      `<ellipse cx="${n(x)}" cy="${n(groundY - height * 0.6)}" rx="${n(height * 0.16)}" ry="${n(height * 0.45)}" fill="${leaf}"/>`
    );
  }
  const crown = height * 0.34 * (0.85 + random.next() * 0.35);
  return (
    `<rect x="${n(x - trunk / 2)}" y="${n(groundY - height * 0.55)}" width="${n(trunk)}" height="${n(height * 0.55)}" fill="${look.paint([25, 35, 28])}"/>` +
    `<circle cx="${n(x)}" cy="${n(groundY - height * 0.62)}" r="${n(crown)}" fill="${leaf}"/>` +
    `<circle cx="${n(x - crown * 0.3)}" cy="${n(groundY - height * 0.7)}" r="${n(crown * 0.55)}" fill="${light}"/>`
  );
}

export function palm(random: Random, x: number, groundY: number, height: number, look: Look): string {
  const lean = (random.next() - 0.5) * height * 0.4;
  const topX = x + lean;
  const topY = groundY - height;
  const fronds: string[] = [];
  for (let i = 0; i < 6; i += 1) {
    const angle = -Math.PI + (i / 5) * Math.PI + (random.next() - 0.5) * 0.3;
    const length = height * 0.38;
    const ex = topX + Math.cos(angle) * length;
    const ey = topY + Math.sin(angle) * length * 0.5 + length * 0.35;
    fronds.push(`M${n(topX)} ${n(topY)} Q${n((topX + ex) / 2)} ${n(topY - length * 0.25)} ${n(ex)} ${n(ey)}`);
  }
  return (
    `<path d="M${n(x)} ${n(groundY)} Q${n(x + lean * 0.2)} ${n(groundY - height * 0.5)} ${n(topX)} ${n(topY)}" stroke="${look.paint([28, 30, 34])}" stroke-width="${n(Math.max(2, height * 0.045))}" fill="none"/>` +
    `<path d="${fronds.join(' ')}" stroke="${look.paint([105, 45, 28])}" stroke-width="${n(Math.max(2, height * 0.05))}" stroke-linecap="round" fill="none"/>`
  );
}

export function streetLight([x, y]: readonly [number, number], size: number, look: Look): string {
  const height = size * 0.58;
  const lit = look.dusk;
  return (
    `<rect x="${n(x - size * 0.008)}" y="${n(y - height)}" width="${n(Math.max(1, size * 0.016))}" height="${n(height)}" fill="#2b2b3a"/>` +
    (lit ? `<circle cx="${n(x)}" cy="${n(y - height)}" r="${n(Math.max(2, size * 0.1))}" fill="hsl(48 100% 75% / 0.35)"/>` : '') +
    `<circle cx="${n(x)}" cy="${n(y - height)}" r="${n(Math.max(1, size * 0.027))}" fill="${lit ? 'hsl(48 100% 85%)' : '#d9dde3'}"/>`
  );
}
