/**
 * Draws the project's own illustration set as SVG (no third-party images), deterministic per
 * seed. One visual language for every picture: a flat background in a theme colour of §9, one
 * soft disc behind the motif, calm rounded shapes, and the same few colours (the themes' greens,
 * apricot, rose, ocean blue and the sun yellow).
 */
import type { Drawing, DrawingMotif, DrawingPalette } from '../source/define';

interface Palette {
  background: string;
  disc: string;
  ink: string;
  primary: string;
  secondary: string;
  sun: string;
  soft: string;
}

// Colours taken from packages/theme's six themes, so a picture sits calmly in any section.
const green = '#0b5d3b';
const mint = '#9fe3b8';
const sun = '#ffd166';
const apricot = '#ffdcbf';
const rose = '#f9dade';
const ocean = '#0d3b66';
const stoneDark = '#2b2a28';

const palettes: Record<DrawingPalette, Palette> = {
  apricot: { background: apricot, disc: '#fff1e5', ink: '#7a2e00', primary: green, secondary: mint, sun, soft: rose },
  ocean: { background: ocean, disc: '#124a7d', ink: '#d7e6f5', primary: mint, secondary: apricot, sun, soft: '#1b5a8f' },
  rose: { background: rose, disc: '#fdeef0', ink: '#8a1c3a', primary: green, secondary: mint, sun, soft: apricot },
  stone: { background: '#f2efe9', disc: '#ffffff', ink: stoneDark, primary: '#0a5535', secondary: mint, sun, soft: apricot },
  dark: { background: stoneDark, disc: '#3a3936', ink: '#f7f5f0', primary: mint, secondary: apricot, sun, soft: '#4a4844' },
};

function random(seed: number): () => number {
  let a = seed * 2654435761;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const n = (value: number) => value.toFixed(0);

/** A leaf with its midrib, pointing up from (x, y), rotated by `angle` degrees. */
function leaf(x: number, y: number, size: number, angle: number, color: string, vein: string): string {
  const s = size;
  return (
    `<g transform="translate(${n(x)} ${n(y)}) rotate(${n(angle)})">` +
    `<path d="M0 0 C${n(s * 0.55)} ${n(-s * 0.3)} ${n(s * 0.55)} ${n(-s * 0.9)} 0 ${n(-s * 1.25)} C${n(-s * 0.55)} ${n(-s * 0.9)} ${n(-s * 0.55)} ${n(-s * 0.3)} 0 0Z" fill="${color}"/>` +
    `<path d="M0 0 L0 ${n(-s * 1.05)}" stroke="${vein}" stroke-width="${n(Math.max(3, s * 0.04))}" stroke-linecap="round" opacity="0.55"/>` +
    `</g>`
  );
}

/** A sprig of leaves growing from (x, y). */
function sprig(x: number, y: number, size: number, p: Palette, flip = 1): string {
  return (
    `<path d="M${n(x)} ${n(y)} C${n(x + 10 * flip)} ${n(y - size * 0.8)} ${n(x - 10 * flip)} ${n(y - size * 1.4)} ${n(x + 6 * flip)} ${n(y - size * 2)}" stroke="${p.primary}" stroke-width="8" fill="none" stroke-linecap="round"/>` +
    leaf(x + 4 * flip, y - size * 0.6, size * 0.55, 50 * flip, p.secondary, p.primary) +
    leaf(x - 2 * flip, y - size * 1.1, size * 0.55, -45 * flip, p.primary, p.secondary) +
    leaf(x + 6 * flip, y - size * 1.95, size * 0.5, 10 * flip, p.secondary, p.primary)
  );
}

function coin(x: number, y: number, r: number, p: Palette): string {
  return (
    `<ellipse cx="${n(x)}" cy="${n(y + r * 0.12)}" rx="${n(r)}" ry="${n(r * 0.34)}" fill="#c99a2e"/>` +
    `<ellipse cx="${n(x)}" cy="${n(y)}" rx="${n(r)}" ry="${n(r * 0.34)}" fill="${p.sun}"/>` +
    `<ellipse cx="${n(x)}" cy="${n(y)}" rx="${n(r * 0.6)}" ry="${n(r * 0.2)}" fill="none" stroke="#c99a2e" stroke-width="5"/>`
  );
}

function coinStack(x: number, base: number, count: number, r: number, p: Palette): string {
  let out = '';
  for (let i = 0; i < count; i++) out += coin(x, base - i * r * 0.3, r, p);
  return out;
}

function person(x: number, base: number, height: number, body: string, head: string): string {
  const w = height * 0.62;
  const headR = height * 0.2;
  return (
    `<path d="M${n(x - w / 2)} ${n(base)} C${n(x - w / 2)} ${n(base - height * 0.62)} ${n(x + w / 2)} ${n(base - height * 0.62)} ${n(x + w / 2)} ${n(base)}Z" fill="${body}"/>` +
    `<circle cx="${n(x)}" cy="${n(base - height * 0.72)}" r="${n(headR)}" fill="${head}"/>`
  );
}

function roundTree(x: number, base: number, height: number, crown: string, trunk: string): string {
  return (
    `<rect x="${n(x - height * 0.05)}" y="${n(base - height * 0.45)}" width="${n(height * 0.1)}" height="${n(height * 0.45)}" rx="${n(height * 0.05)}" fill="${trunk}"/>` +
    `<ellipse cx="${n(x)}" cy="${n(base - height * 0.65)}" rx="${n(height * 0.3)}" ry="${n(height * 0.38)}" fill="${crown}"/>`
  );
}

function pineTree(x: number, base: number, height: number, crown: string, trunk: string): string {
  return (
    `<rect x="${n(x - height * 0.04)}" y="${n(base - height * 0.25)}" width="${n(height * 0.08)}" height="${n(height * 0.25)}" fill="${trunk}"/>` +
    `<path d="M${n(x)} ${n(base - height)} Q${n(x + height * 0.34)} ${n(base - height * 0.35)} ${n(x + height * 0.3)} ${n(base - height * 0.22)} L${n(x - height * 0.3)} ${n(base - height * 0.22)} Q${n(x - height * 0.34)} ${n(base - height * 0.35)} ${n(x)} ${n(base - height)}Z" fill="${crown}"/>`
  );
}

// Every motif is drawn in a 1000x750 design box and scaled into the picture.
const motifs: Record<DrawingMotif, (p: Palette, rand: () => number) => string> = {
  phone: (p) => {
    const frame = '#16211b';
    return (
      sprig(300, 690, 150, p, -1) +
      sprig(700, 690, 130, p, 1) +
      `<rect x="360" y="70" width="280" height="580" rx="42" fill="${frame}"/>` +
      `<rect x="376" y="86" width="248" height="548" rx="30" fill="#fbfaf7"/>` +
      `<rect x="460" y="100" width="80" height="14" rx="7" fill="${frame}"/>` +
      `<rect x="396" y="140" width="208" height="120" rx="18" fill="${green}"/>` +
      `<rect x="414" y="162" width="90" height="14" rx="7" fill="${mint}"/>` +
      `<rect x="414" y="196" width="140" height="30" rx="10" fill="#ffffff"/>` +
      leaf(575, 240, 40, 20, mint, green) +
      `<rect x="396" y="282" width="208" height="150" rx="18" fill="${apricot}"/>` +
      [0, 1, 2, 3, 4]
        .map((i) => `<rect x="${416 + i * 38}" y="${412 - (i + 1) * 20}" width="24" height="${(i + 1) * 20}" rx="6" fill="${i === 4 ? green : '#7a2e00'}" opacity="${i === 4 ? 1 : 0.55}"/>`)
        .join('') +
      [0, 1, 2]
        .map((i) => `<circle cx="420" cy="${470 + i * 52}" r="16" fill="${i === 0 ? mint : i === 1 ? rose : apricot}"/><rect x="448" y="${462 + i * 52}" width="${120 - i * 20}" height="16" rx="8" fill="#d9d4cb"/>`)
        .join('') +
      coin(690, 300, 44, p) +
      coin(300, 380, 34, p)
    );
  },
  forest: (p, rand) => {
    let trees = `<path d="M0 640 Q250 590 500 620 T1000 610 L1000 750 L0 750Z" fill="${p.soft}"/>`;
    for (let i = 0; i < 7; i++) {
      const x = 150 + i * 118 + (rand() - 0.5) * 30;
      const h = 250 + rand() * 170;
      trees += i % 2 === 0 ? roundTree(x, 660, h, i % 4 === 0 ? p.secondary : p.primary, '#7a5a43') : pineTree(x, 660, h, p.primary, '#7a5a43');
    }
    return trees + `<path d="M0 690 Q500 650 1000 690 L1000 750 L0 750Z" fill="${p.primary}"/>`;
  },
  growth: (p) =>
    `<path d="M140 640 L880 640" stroke="${p.ink}" stroke-width="6" stroke-linecap="round" opacity="0.35"/>` +
    coinStack(280, 620, 3, 70, p) +
    coinStack(460, 620, 6, 70, p) +
    coinStack(640, 620, 9, 70, p) +
    sprig(640, 400, 110, p) +
    `<path d="M200 470 C330 430 420 360 560 250" stroke="${p.ink}" stroke-width="10" fill="none" stroke-linecap="round" stroke-dasharray="4 26"/>`,
  leaves: (p, rand) => {
    let out = '';
    for (let i = 0; i < 12; i++) {
      const angle = i * 30 + rand() * 8;
      const rad = (angle * Math.PI) / 180;
      out += leaf(500 + Math.sin(rad) * 60, 375 - Math.cos(rad) * 60, 150 + rand() * 40, angle, i % 2 ? p.primary : p.secondary, i % 2 ? p.secondary : p.primary);
    }
    return out + `<circle cx="500" cy="375" r="46" fill="${p.sun}"/>`;
  },
  ocean: (p) => {
    let waves = '';
    for (let i = 0; i < 4; i++) {
      const y = 470 + i * 60;
      waves += `<path d="M60 ${y} q55 -34 110 0 t110 0 t110 0 t110 0 t110 0 t110 0 t110 0 t110 0" stroke="${i % 2 ? p.secondary : p.primary}" stroke-width="16" fill="none" stroke-linecap="round"/>`;
    }
    return (
      `<circle cx="500" cy="330" r="120" fill="${p.sun}"/>` +
      waves +
      `<path d="M700 420 q30 -40 80 -10 l40 -22 l-6 32 l6 32 l-40 -22 q-50 30 -80 -10Z" fill="${p.secondary}"/>`
    );
  },
  together: (p) =>
    `<path d="M80 660 Q500 610 920 660 L920 690 L80 690Z" fill="${p.secondary}" opacity="0.7"/>` +
    person(300, 670, 330, p.primary, '#a86f4c') +
    person(700, 670, 330, '#7a2e00', '#f1c9a5') +
    person(500, 680, 400, ocean, '#d9a27c') +
    sprig(170, 670, 110, p, -1) +
    sprig(840, 670, 100, p, 1),
  budget: (p) => {
    // 50-30-20: a donut split into three arcs.
    const arc = (from: number, to: number, color: string) => {
      const r = 150;
      const a = (from * 2 * Math.PI) - Math.PI / 2;
      const b = (to * 2 * Math.PI) - Math.PI / 2;
      const large = to - from > 0.5 ? 1 : 0;
      return `<path d="M${n(430 + r * Math.cos(a))} ${n(370 + r * Math.sin(a))} A${r} ${r} 0 ${large} 1 ${n(430 + r * Math.cos(b))} ${n(370 + r * Math.sin(b))}" stroke="${color}" stroke-width="70" fill="none"/>`;
    };
    return (
      `<rect x="220" y="130" width="560" height="480" rx="36" fill="#fbfaf7"/>` +
      arc(0, 0.49, green) +
      arc(0.51, 0.79, '#7a2e00') +
      arc(0.81, 0.99, p.sun) +
      [0, 1, 2].map((i) => `<circle cx="650" cy="${300 + i * 60}" r="14" fill="${[green, '#7a2e00', p.sun][i]}"/><rect x="676" y="${292 + i * 60}" width="70" height="16" rx="8" fill="#d9d4cb"/>`).join('') +
      sprig(820, 640, 100, p)
    );
  },
  jar: (p) =>
    `<rect x="370" y="180" width="260" height="60" rx="18" fill="${p.ink}" opacity="0.85"/>` +
    `<path d="M350 250 Q350 230 380 230 L620 230 Q650 230 650 250 L670 590 Q670 640 620 640 L380 640 Q330 640 330 590Z" fill="#ffffff" opacity="0.55" stroke="${p.ink}" stroke-width="8"/>` +
    coinStack(440, 600, 4, 56, p) +
    coinStack(560, 600, 6, 56, p) +
    sprig(500, 180, 90, p),
  switch: (p) => {
    const card = (x: number, y: number, fill: string, stripe: string) =>
      `<rect x="${x}" y="${y}" width="300" height="190" rx="24" fill="${fill}"/><rect x="${x + 28}" y="${y + 40}" width="56" height="40" rx="8" fill="${p.sun}"/><rect x="${x + 28}" y="${y + 130}" width="170" height="16" rx="8" fill="${stripe}"/>`;
    return (
      card(120, 180, '#8a8680', '#d9d4cb') +
      card(580, 380, green, mint) +
      leaf(830, 420, 50, 25, mint, green) +
      `<path d="M300 420 C330 560 430 580 540 520" stroke="${p.ink}" stroke-width="14" fill="none" stroke-linecap="round"/>` +
      `<path d="M515 480 L560 510 L520 555" stroke="${p.ink}" stroke-width="14" fill="none" stroke-linecap="round" stroke-linejoin="round"/>`
    );
  },
  magnifier: (p) =>
    leaf(470, 560, 260, -15, p.primary, p.secondary) +
    `<circle cx="560" cy="330" r="150" fill="#ffffff" fill-opacity="0.35" stroke="${p.ink}" stroke-width="26"/>` +
    `<path d="M665 440 L800 590" stroke="${p.ink}" stroke-width="44" stroke-linecap="round"/>`,
};

function scene(drawing: { motif: DrawingMotif; palette: DrawingPalette; seed: number }, width: number, height: number): string {
  const p = palettes[drawing.palette];
  const rand = random(drawing.seed);
  const scale = Math.min(width / 1000, height / 750);
  const offsetX = (width - 1000 * scale) / 2;
  const offsetY = (height - 750 * scale) / 2;
  const discX = width * (0.45 + rand() * 0.1);
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">` +
    `<rect width="${width}" height="${height}" fill="${p.background}"/>` +
    `<circle cx="${n(discX)}" cy="${n(height * 0.5)}" r="${n(height * 0.44)}" fill="${p.disc}"/>` +
    `<circle cx="${n(width * (0.12 + rand() * 0.08))}" cy="${n(height * 0.18)}" r="${n(height * 0.05)}" fill="${p.soft}"/>` +
    `<g transform="translate(${n(offsetX)} ${n(offsetY)}) scale(${scale.toFixed(3)})">${motifs[drawing.motif](p, rand)}</g>` +
    `</svg>\n`
  );
}

/** A calm silhouette portrait for a contact person (no face: the real photo comes from Contentful). */
function portrait(seed: number, paletteName: DrawingPalette): string {
  const rand = random(seed);
  const p = palettes[paletteName];
  const tones = ['#f1c9a5', '#d9a27c', '#a86f4c', '#7a4b31'];
  const hairs = ['#2d2118', '#6b4226', '#8d5524', '#1c1c1c'];
  const shirts = [green, ocean, '#7a2e00', '#8a1c3a'];
  const pick = <T,>(list: readonly T[]) => list[Math.floor(rand() * list.length)] as T;
  const tone = pick(tones);
  const hair = pick(hairs);
  const style = Math.floor(rand() * 3);
  const hairShape =
    style === 0
      ? `<path d="M200 270 Q200 150 300 150 Q400 150 400 270 Q380 200 300 205 Q220 200 200 270Z" fill="${hair}"/>`
      : style === 1
        ? `<path d="M195 290 Q190 145 300 145 Q410 145 405 290 L410 420 Q380 440 360 420 L360 240 Q300 210 240 240 L240 420 Q220 440 190 420Z" fill="${hair}"/>`
        : `<circle cx="300" cy="140" r="42" fill="${hair}"/><path d="M205 265 Q205 165 300 165 Q395 165 395 265 Q370 210 300 212 Q230 210 205 265Z" fill="${hair}"/>`;
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="600" height="600" viewBox="0 0 600 600">` +
    `<rect width="600" height="600" fill="${p.background}"/>` +
    `<circle cx="300" cy="320" r="250" fill="${p.disc}"/>` +
    `<path d="M110 600 C120 445 480 445 490 600Z" fill="${pick(shirts)}"/>` +
    `<rect x="268" y="360" width="64" height="70" rx="24" fill="${tone}"/>` +
    `<ellipse cx="300" cy="280" rx="95" ry="112" fill="${tone}"/>` +
    hairShape +
    leaf(470, 560, 70, 30, p.secondary, p.primary) +
    `</svg>\n`
  );
}

export function drawSvg(drawing: Drawing): string {
  switch (drawing.kind) {
    case 'scene':
      return scene(drawing, 1200, 900);
    case 'banner':
      return scene(drawing, 1600, 600);
    case 'portrait':
      return portrait(drawing.seed, drawing.palette);
  }
}
