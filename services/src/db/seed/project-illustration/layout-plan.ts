// The top-down layout plan, in the season's colours and with the terrain around it.
import type { Random } from '../prng';
import { cropColours, shimmer } from './backdrop';
import { HEIGHT, type Hsl, type Look, WIDTH, hsl, n } from './look';
import type { PictureScene } from './scene';

export function layoutPlan(random: Random, scene: PictureScene, look: Look): string {
  const parts: string[] = [];
  const margin = 70;
  const road = 34;
  const farm = scene.projectType === 'agricultural';
  const columns = random.int(3, 4);
  const rows = random.int(2, 3);
  const water = scene.terrain === 'lakeside' || scene.terrain === 'riverside' || scene.terrain === 'coastal';
  const top = water ? 150 : margin;
  const innerW = WIDTH - margin * 2;
  const innerH = HEIGHT - margin - top;
  const blockW = (innerW - road * (columns + 1)) / columns;
  const blockH = (innerH - road * (rows + 1)) / rows;
  const park = { column: random.int(0, columns - 1), row: random.int(0, rows - 1) };
  const plan = createPlanLook();

  parts.push(`<rect width="${WIDTH}" height="${HEIGHT}" fill="${plan(look.ground, 6)}"/>`);
  // The land around: fields, rocks, neighbouring buildings or contour lines.
  const around: string[] = [];
  for (let i = 0; i < 9; i += 1) {
    const colour = scene.terrain === 'farmland' ? plan(random.pick(cropColours(look.season))) : plan(look.ground, random.int(-4, 10));
    around.push(`<rect x="${n(random.next() * WIDTH)}" y="${n(random.next() * HEIGHT)}" width="${n(120 + random.next() * 260)}" height="${n(60 + random.next() * 160)}" fill="${colour}" opacity="0.7" transform="rotate(${random.int(-12, 12)} 600 400)"/>`);
  }
  parts.push(around.join(''));
  if (scene.terrain === 'hills' || scene.terrain === 'plateau') {
    const cx = random.chance(0.5) ? 0 : WIDTH;
    const rings = Array.from({ length: 6 }, (_, k) => `<ellipse cx="${cx}" cy="${n(HEIGHT * random.next())}" rx="${60 + k * 70}" ry="${40 + k * 50}"/>`);
    parts.push(`<g fill="none" stroke="${plan([30, 25, 40])}" stroke-width="2" opacity="0.35">${rings.join('')}</g>`);
  }
  if (scene.terrain === 'periurban') {
    const blocks = Array.from({ length: 10 }, (_, k) => `<rect x="${n(k * 124 + random.next() * 30)}" y="${n(random.next() * 20)}" width="${n(40 + random.next() * 50)}" height="${n(20 + random.next() * 24)}"/>`);
    parts.push(`<g fill="${plan([210, 8, 70])}">${blocks.join('')}</g>`);
  }
  if (water) {
    const edge = Array.from({ length: 7 }, (_, k) => `${k * 200} ${n(96 + Math.sin(k * 1.7 + random.next()) * 22)}`);
    parts.push(`<path d="M0 0 L${WIDTH} 0 L${WIDTH} ${edge[6]!.split(' ')[1]} L${edge.reverse().join(' L')} Z" fill="${look.season === 'monsoon' ? hsl(195, 30, 52) : hsl(200, 55, 60)}"/>`);
    parts.push(shimmer(random, { ...look, dusk: false }, 10, 70));
  }
  // The site: its road network is the ground colour of the site.
  parts.push(`<rect x="${margin}" y="${top}" width="${innerW}" height="${innerH}" rx="6" fill="${farm ? hsl(30, 25, 66) : hsl(30, 6, 66)}" stroke="${hsl(look.soil[0], 35, 35)}" stroke-width="6"/>`);

  const available = plan(look.ground, 16, 8);
  const booked = hsl(look.soil[0] + 8, 70, 70);
  const sold = hsl(look.accentHue, 35, 70);
  for (let row = 0; row < rows; row += 1) {
    for (let column = 0; column < columns; column += 1) {
      const x = margin + road + column * (blockW + road);
      const y = top + road + row * (blockH + road);
      if (column === park.column && row === park.row && !farm) {
        parts.push(parkBlock(random, x, y, blockW, blockH, look));
        continue;
      }
      const across = farm ? 2 : random.int(3, 5);
      const deep = 2;
      const plotW = blockW / across;
      const plotH = blockH / deep;
      for (let i = 0; i < across; i += 1) {
        for (let j = 0; j < deep; j += 1) {
          const roll = random.next();
          const fill = roll < 0.55 ? available : roll < 0.8 ? booked : sold;
          parts.push(`<rect x="${n(x + i * plotW)}" y="${n(y + j * plotH)}" width="${n(plotW)}" height="${n(plotH)}" fill="${fill}" stroke="#ffffff" stroke-width="2.5"/>`);
          if (farm && random.chance(0.6)) {
            const dots: string[] = [];
            for (let a = 1; a < 5; a += 1) for (let b = 1; b < 4; b += 1) dots.push(`<circle cx="${n(x + i * plotW + (plotW * a) / 5)}" cy="${n(y + j * plotH + (plotH * b) / 4)}" r="6"/>`);
            parts.push(`<g fill="${plan(look.leaf, 8)}">${dots.join('')}</g>`);
          }
        }
      }
    }
  }

  const lines: string[] = [];
  for (let column = 0; column <= columns; column += 1) {
    const x = margin + road / 2 + column * (blockW + road);
    lines.push(`M${n(x)} ${top + 8} L${n(x)} ${HEIGHT - margin - 8}`);
  }
  for (let row = 0; row <= rows; row += 1) {
    const y = top + road / 2 + row * (blockH + road);
    lines.push(`M${margin + 8} ${n(y)} L${WIDTH - margin - 8} ${n(y)}`);
  }
  parts.push(`<path d="${lines.join(' ')}" stroke="#ffffff" stroke-width="2" stroke-dasharray="10 10" fill="none" opacity="0.9"/>`);

  const gateColumn = random.int(0, columns);
  const gateX = margin + road / 2 + gateColumn * (blockW + road);
  parts.push(`<rect x="${n(gateX - road / 2)}" y="${HEIGHT - margin}" width="${road}" height="${margin}" fill="${hsl(30, 6, 66)}"/>`);
  parts.push(`<rect x="${n(gateX - road / 2 - 10)}" y="${HEIGHT - margin - 6}" width="10" height="18" fill="${hsl(look.accentHue, 45, 40)}"/><rect x="${n(gateX + road / 2)}" y="${HEIGHT - margin - 6}" width="10" height="18" fill="${hsl(look.accentHue, 45, 40)}"/>`);

  const trees: string[] = [];
  for (let x = margin + 20; x < WIDTH - margin; x += 46 + random.int(0, 14)) {
    if (Math.abs(x - gateX) < road) continue;
    if (!water) trees.push(treeTop(random, x, top - 24, look));
    trees.push(treeTop(random, x, HEIGHT - margin + 24, look));
  }
  for (let y = top + 30; y < HEIGHT - margin; y += 46 + random.int(0, 14)) {
    trees.push(treeTop(random, margin - 24, y, look), treeTop(random, WIDTH - margin + 24, y, look));
  }
  parts.push(`<g>${trees.join('')}</g>`);

  parts.push(`<g transform="translate(${WIDTH - 40} ${water ? 130 : 40})"><circle r="22" fill="#ffffff" opacity="0.85"/><path d="M0 -16 L8 10 L0 4 L-8 10 Z" fill="${hsl(look.accentHue, 50, 35)}"/></g>`);
  return parts.join('');
}

/** Plans are drawn in daylight whatever the time: colours from the season only. */
function createPlanLook() {
  return ([h, s, l]: Hsl, dl = 0, ds = 0) => hsl(h, s * 0.75 + ds, Math.min(86, l + 8 + dl));
}

function parkBlock(random: Random, x: number, y: number, width: number, height: number, look: Look): string {
  const parts = [`<rect x="${n(x)}" y="${n(y)}" width="${n(width)}" height="${n(height)}" rx="14" fill="${hsl(look.leaf[0], 45, 46)}"/>`];
  const cx = x + width / 2;
  const cy = y + height / 2;
  const r = Math.min(width, height) * 0.28;
  parts.push(`<circle cx="${n(cx)}" cy="${n(cy)}" r="${n(r)}" fill="none" stroke="${hsl(35, 40, 80)}" stroke-width="8"/>`);
  parts.push(`<circle cx="${n(cx)}" cy="${n(cy)}" r="${n(r * 0.35)}" fill="${hsl(200, 60, 65)}"/>`);
  for (let i = 0; i < 10; i += 1) {
    const angle = (i / 10) * Math.PI * 2 + random.next() * 0.3;
    parts.push(treeTop(random, cx + Math.cos(angle) * r * 1.45, cy + Math.sin(angle) * r * 1.25, look));
  }
  return parts.join('');
}

function treeTop(random: Random, x: number, y: number, look: Look): string {
  const r = 11 + random.next() * 7;
  const [h] = look.leaf;
  return (
    `<circle cx="${n(x)}" cy="${n(y)}" r="${n(r)}" fill="${hsl(h + random.int(-10, 10), 45, 28 + random.next() * 8)}"/>` +
    `<circle cx="${n(x - r * 0.3)}" cy="${n(y - r * 0.3)}" r="${n(r * 0.45)}" fill="${hsl(h, 42, 42)}"/>`
  );
}
