import { createRandom, seedOf, type Random } from './prng';

/**
 * Featured pictures of the demo blog posts, drawn as SVG on a desk: papers and
 * a seal for legal topics, a map sheet for land records, coins beside a house
 * for money topics. Deterministic per seed; no text, no external references.
 */
export type BlogIllustrationTheme = 'documents' | 'land-record' | 'finance';

const W = 1200;
const H = 675;

const hsl = (h: number, s: number, l: number, a = 1) =>
  a === 1 ? `hsl(${Math.round(h)} ${Math.round(s)}% ${Math.round(l)}%)` : `hsl(${Math.round(h)} ${Math.round(s)}% ${Math.round(l)}% / ${a})`;
const n = (value: number) => Number(value.toFixed(1));

export function renderBlogIllustration(theme: BlogIllustrationTheme, seed: number): string {
  const random = createRandom(seedOf(0xb109, seed));
  const deskHue = random.int(20, 40);
  const accentHue = random.int(0, 359);
  const parts: string[] = [
    `<rect width="${W}" height="${H}" fill="${hsl(deskHue, 35, 52)}"/>`,
    // Wood grain.
    ...Array.from({ length: 14 }, (_, i) => `<path d="M0 ${n(i * 50 + random.next() * 20)} Q${W / 2} ${n(i * 50 + random.next() * 40)} ${W} ${n(i * 50 + random.next() * 20)}" stroke="${hsl(deskHue, 35, 44, 0.5)}" stroke-width="3" fill="none"/>`),
  ];
  if (theme === 'documents') parts.push(documents(random, accentHue));
  else if (theme === 'land-record') parts.push(landRecord(random, accentHue));
  else parts.push(finance(random, accentHue));
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${W} ${H}" width="${W}" height="${H}">${parts.join('')}</svg>`;
}

function sheet(x: number, y: number, width: number, height: number, angle: number, lines: number, random: Random): string {
  const rows: string[] = [];
  for (let i = 0; i < lines; i += 1) {
    const lineY = y + 60 + i * ((height - 100) / lines);
    const length = (width - 80) * (i % 5 === 4 ? 0.55 : 0.8 + random.next() * 0.2);
    rows.push(`M${n(x + 40)} ${n(lineY)} h${n(length)}`);
  }
  return (
    `<g transform="rotate(${angle} ${n(x + width / 2)} ${n(y + height / 2)})">` +
    `<rect x="${n(x + 8)}" y="${n(y + 10)}" width="${n(width)}" height="${n(height)}" fill="rgb(0 0 0 / 0.18)"/>` +
    `<rect x="${n(x)}" y="${n(y)}" width="${n(width)}" height="${n(height)}" fill="hsl(45 40% 97%)"/>` +
    `<path d="${rows.join(' ')}" stroke="hsl(220 15% 60%)" stroke-width="6" stroke-linecap="round"/>` +
    '</g>'
  );
}

function seal(cx: number, cy: number, r: number, hue: number): string {
  const spikes: string[] = [];
  for (let i = 0; i < 24; i += 1) {
    const angle = (i / 24) * Math.PI * 2;
    const radius = i % 2 === 0 ? r : r * 0.86;
    spikes.push(`${n(cx + Math.cos(angle) * radius)},${n(cy + Math.sin(angle) * radius)}`);
  }
  return (
    `<polygon points="${spikes.join(' ')}" fill="${hsl(hue, 65, 42)}"/>` +
    `<circle cx="${n(cx)}" cy="${n(cy)}" r="${n(r * 0.62)}" fill="none" stroke="${hsl(hue, 60, 75)}" stroke-width="4"/>` +
    `<path d="M${n(cx - r * 0.3)} ${n(cy)} l${n(r * 0.2)} ${n(r * 0.22)} l${n(r * 0.42)} ${n(-r * 0.42)}" stroke="${hsl(hue, 60, 88)}" stroke-width="7" fill="none" stroke-linecap="round"/>`
  );
}

function pen(x: number, y: number, angle: number, hue: number): string {
  return (
    `<g transform="rotate(${angle} ${x} ${y})">` +
    `<rect x="${x}" y="${y}" width="360" height="26" rx="13" fill="${hsl(hue, 40, 22)}"/>` +
    `<rect x="${x + 250}" y="${y}" width="20" height="26" fill="hsl(45 70% 60%)"/>` +
    `<polygon points="${x},${y + 3} ${x - 50},${y + 13} ${x},${y + 23}" fill="hsl(45 60% 70%)"/>` +
    '</g>'
  );
}

function documents(random: Random, hue: number): string {
  return (
    sheet(180, 90, 420, 540, -6, 10, random) +
    sheet(520, 70, 440, 560, 4, 11, random) +
    seal(850, 500, 78, hue) +
    pen(280, 560, -18, hue + 180)
  );
}

function landRecord(random: Random, hue: number): string {
  // A survey sheet: field boundaries with one parcel highlighted, beside a form.
  const x = 140;
  const y = 80;
  const width = 620;
  const height = 500;
  const parcels: string[] = [];
  const columns = 4;
  const rows = 3;
  const highlight = random.int(0, columns * rows - 1);
  for (let row = 0; row < rows; row += 1) {
    for (let column = 0; column < columns; column += 1) {
      const jitter = () => random.int(-14, 14);
      const x0 = x + 40 + column * ((width - 80) / columns);
      const y0 = y + 40 + row * ((height - 80) / rows);
      const x1 = x0 + (width - 80) / columns;
      const y1 = y0 + (height - 80) / rows;
      const fill = row * columns + column === highlight ? hsl(hue, 70, 70) : hsl(95, 30, 88 - random.next() * 8);
      parcels.push(`<polygon points="${n(x0 + jitter())},${n(y0)} ${n(x1)},${n(y0 + jitter())} ${n(x1 + jitter())},${n(y1)} ${n(x0)},${n(y1 + jitter())}" fill="${fill}" stroke="hsl(20 30% 40%)" stroke-width="3"/>`);
    }
  }
  return (
    `<rect x="${x + 10}" y="${y + 12}" width="${width}" height="${height}" fill="rgb(0 0 0 / 0.18)"/>` +
    `<rect x="${x}" y="${y}" width="${width}" height="${height}" fill="hsl(45 45% 95%)"/>` +
    parcels.join('') +
    `<path d="M${x + 40} ${y + height - 60} Q${x + width / 2} ${y + height - 140} ${x + width - 40} ${y + 70}" stroke="hsl(205 70% 55%)" stroke-width="8" fill="none" opacity="0.8"/>` +
    sheet(800, 150, 300, 420, 5, 8, random) +
    seal(960, 500, 60, hue + 40)
  );
}

function finance(random: Random, hue: number): string {
  const parts: string[] = [];
  // A house on a plot.
  parts.push(
    `<rect x="170" y="470" width="460" height="40" rx="8" fill="hsl(100 35% 40%)"/>`,
    `<rect x="230" y="300" width="300" height="180" fill="hsl(40 50% 92%)"/>`,
    `<polygon points="200,310 380,170 560,310" fill="${hsl(hue, 55, 45)}"/>`,
    `<rect x="350" y="380" width="70" height="100" fill="${hsl(hue, 40, 30)}"/>`,
    `<rect x="260" y="340" width="60" height="50" fill="hsl(200 60% 75%)"/><rect x="450" y="340" width="60" height="50" fill="hsl(200 60% 75%)"/>`,
  );
  // Stacks of coins.
  for (const [x, count] of [[720, 6 + random.int(0, 3)], [850, 9 + random.int(0, 3)], [980, 4 + random.int(0, 3)]] as const) {
    for (let i = 0; i < count; i += 1) {
      const y = 540 - i * 26;
      parts.push(
        `<ellipse cx="${x}" cy="${y + 10}" rx="70" ry="22" fill="hsl(42 70% 38%)"/>`,
        `<rect x="${x - 70}" y="${y - 4}" width="140" height="14" fill="hsl(42 70% 42%)"/>`,
        `<ellipse cx="${x}" cy="${y - 4}" rx="70" ry="22" fill="hsl(45 85% 58%)" stroke="hsl(42 70% 45%)" stroke-width="3"/>`,
      );
    }
  }
  // A key in front.
  parts.push(
    `<g transform="rotate(-12 420 585)"><circle cx="330" cy="585" r="34" fill="none" stroke="hsl(45 70% 55%)" stroke-width="14"/>` +
      `<rect x="362" y="578" width="170" height="14" fill="hsl(45 70% 55%)"/><rect x="500" y="590" width="14" height="26" fill="hsl(45 70% 55%)"/><rect x="470" y="590" width="14" height="20" fill="hsl(45 70% 55%)"/></g>`,
  );
  return parts.join('');
}
