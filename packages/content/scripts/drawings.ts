/** Draws the project's own illustrations as SVG (no third-party images). Deterministic per seed. */
import type { Drawing } from '../source/define';

const palettes = {
  forest: { sky: ['#dff3e4', '#a8d5ba'], sun: '#f6d365', layers: ['#6fb08a', '#3f8a5f', '#1f5e3d'] },
  ocean: { sky: ['#e0f2fe', '#9cd3f0'], sun: '#fde68a', layers: ['#5fa8d3', '#2f7fb5', '#1b4f7a'] },
  sunset: { sky: ['#fde2c8', '#f7a97a'], sun: '#fff1b8', layers: ['#d9825b', '#a85a48', '#6b3a3a'] },
  meadow: { sky: ['#f0f9e8', '#cdebb0'], sun: '#ffd166', layers: ['#9bcf6b', '#6aa84f', '#3f7d3a'] },
  dusk: { sky: ['#e6e0f8', '#a99bd6'], sun: '#ffe0a3', layers: ['#7d6bb3', '#584a8f', '#352c63'] },
} as const;

function random(seed: number): () => number {
  let a = seed * 2654435761;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function hills(rand: () => number, width: number, height: number, base: number, amplitude: number, color: string): string {
  const points: string[] = [`M0 ${height}`, `L0 ${base}`];
  const steps = 6;
  for (let i = 1; i <= steps; i++) {
    const x = (width / steps) * i;
    const cx = x - width / steps / 2;
    const cy = base - amplitude * (0.4 + rand());
    points.push(`Q${cx.toFixed(0)} ${cy.toFixed(0)} ${x.toFixed(0)} ${(base - amplitude * rand() * 0.5).toFixed(0)}`);
  }
  points.push(`L${width} ${height}`, 'Z');
  return `<path d="${points.join(' ')}" fill="${color}"/>`;
}

function tree(x: number, y: number, size: number, color: string): string {
  return `<rect x="${(x - size * 0.06).toFixed(0)}" y="${y.toFixed(0)}" width="${(size * 0.12).toFixed(0)}" height="${(size * 0.35).toFixed(0)}" fill="#5b4636"/>` +
    `<path d="M${x.toFixed(0)} ${(y - size).toFixed(0)} L${(x + size * 0.4).toFixed(0)} ${(y + size * 0.05).toFixed(0)} L${(x - size * 0.4).toFixed(0)} ${(y + size * 0.05).toFixed(0)} Z" fill="${color}"/>`;
}

function landscape(seed: number, palette: keyof typeof palettes, width: number, height: number): string {
  const rand = random(seed);
  const p = palettes[palette];
  const sunX = width * (0.2 + rand() * 0.6);
  const parts = [
    `<defs><linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${p.sky[0]}"/><stop offset="1" stop-color="${p.sky[1]}"/></linearGradient></defs>`,
    `<rect width="${width}" height="${height}" fill="url(#sky)"/>`,
    `<circle cx="${sunX.toFixed(0)}" cy="${(height * 0.3).toFixed(0)}" r="${(height * 0.12).toFixed(0)}" fill="${p.sun}"/>`,
  ];
  p.layers.forEach((color, i) => {
    const base = height * (0.55 + i * 0.14);
    parts.push(hills(rand, width, height, base, height * 0.12, color));
    if (palette !== 'ocean' && i === 1) {
      for (let t = 0; t < 7; t++) parts.push(tree(width * rand(), base - height * 0.02, height * (0.08 + rand() * 0.06), p.layers[2]));
    }
  });
  if (palette === 'ocean') {
    for (let w = 0; w < 5; w++) {
      const y = height * (0.8 + w * 0.035);
      parts.push(`<path d="M0 ${y.toFixed(0)} q${width / 16} -12 ${width / 8} 0 t${width / 8} 0 t${width / 8} 0 t${width / 8} 0 t${width / 8} 0 t${width / 8} 0 t${width / 8} 0 t${width / 8} 0" stroke="#ffffff" stroke-opacity="0.5" stroke-width="4" fill="none"/>`);
    }
  }
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">${parts.join('')}</svg>\n`;
}

function portrait(seed: number): string {
  const rand = random(seed);
  const backgrounds = ['#cfe8d5', '#d6e6f5', '#f5dccb', '#e4dcf3'];
  const skins = ['#f1c9a5', '#d9a27c', '#a86f4c', '#7a4b31'];
  const hair = ['#2d2118', '#6b4226', '#b8860b', '#1c1c1c', '#8d5524'];
  const shirts = ['#3f8a5f', '#2f7fb5', '#a85a48', '#584a8f'];
  const pick = <T,>(list: readonly T[]) => list[Math.floor(rand() * list.length)] as T;
  const skin = pick(skins);
  return `<svg xmlns="http://www.w3.org/2000/svg" width="600" height="600" viewBox="0 0 600 600">` +
    `<rect width="600" height="600" fill="${pick(backgrounds)}"/>` +
    `<path d="M120 600 C130 450 470 450 480 600 Z" fill="${pick(shirts)}"/>` +
    `<rect x="265" y="360" width="70" height="70" rx="20" fill="${skin}"/>` +
    `<ellipse cx="300" cy="270" rx="${(105 + rand() * 15).toFixed(0)}" ry="125" fill="${pick(hair)}"/>` +
    `<ellipse cx="300" cy="290" rx="90" ry="108" fill="${skin}"/>` +
    `<circle cx="265" cy="285" r="8" fill="#2b2b2b"/><circle cx="335" cy="285" r="8" fill="#2b2b2b"/>` +
    `<path d="M270 340 Q300 ${(360 + rand() * 10).toFixed(0)} 330 340" stroke="#7a3e2e" stroke-width="6" fill="none" stroke-linecap="round"/>` +
    `</svg>\n`;
}

export function drawSvg(drawing: Drawing): string {
  switch (drawing.kind) {
    case 'landscape':
      return landscape(drawing.seed, drawing.palette, 1600, 900);
    case 'banner':
      return landscape(drawing.seed, drawing.palette, 1600, 600);
    case 'portrait':
      return portrait(drawing.seed);
  }
}
