// The demo's photographs, drawn by the project itself (no downloads, no stock photos): each product and a few
// scenes of the shop as an SVG still life — a wall and a wooden table, a soft shadow, light from the upper
// left, a vignette, crust and wood-grain textures (SVG turbulence rendered once into small tiles) — rasterised
// by sharp with a film grain composited on top, as JPEG. Deterministic (seeded) and fast: every picture of the
// demo renders in a few seconds on two cores.
import sharp from 'sharp';
import { seededRandom } from './random';

export type DemoPhoto = {
  /** The product's SKU, or the scene's name. */
  key: string;
  filename: string;
  /** French alternative text, as the merchant would write it. */
  alt: string;
  bytes: Buffer;
};

type Random = () => number;
type Palette = { wall: [string, string]; table: [string, string]; grain: number };
type Drawing = { palette: keyof typeof PALETTES; draw: (r: Random) => string };

/** Products are drawn on a 1000-unit stage and rendered at PRODUCT_SIZE px (a card's photo, sharp at 2×). */
const STAGE = 1000;
const PRODUCT_SIZE = 800;
/** Scenes are drawn on a 1600×1200 stage and rendered at SCENE_SIZE (half a desktop page wide, sharp at 2×). */
const SCENE_STAGE = [1600, 1200] as const;
const SCENE_SIZE = [1280, 960] as const;
const TABLE_Y = 0.64;

const PALETTES = {
  bread: { wall: ['#f1e4cf', '#dcc6a3'], table: ['#9a6a44', '#5b3820'], grain: 0.55 },
  pastry: { wall: ['#f6e9e2', '#e5cfc4'], table: ['#efe8df', '#cfc3b3'], grain: 0.25 },
  grocery: { wall: ['#e3e8da', '#c7d0ba'], table: ['#c49a6c', '#8d6440'], grain: 0.45 },
  gift: { wall: ['#e2e7ec', '#c3ccd6'], table: ['#6d4a33', '#3e281b'], grain: 0.6 },
} satisfies Record<string, Palette>;

const n = (value: number) => Math.round(value * 10) / 10;
const between = (r: Random, min: number, max: number) => min + r() * (max - min);

// ——— Textures: rendered once per process into small PNG tiles, used as SVG patterns ———

let texturesPromise: Promise<{ crust: string; wood: string }> | null = null;

async function tile(svg: string): Promise<string> {
  const png = await sharp(Buffer.from(svg)).png().toBuffer();
  return `data:image/png;base64,${png.toString('base64')}`;
}

function textures() {
  texturesPromise ??= Promise.all([
    // Crust: bumpy fractal noise lit from the upper left, kept as its shadows only (dark, translucent): laid over
    // a bake colour it darkens the hollows like a multiply would, without the cost of a blend mode.
    tile(`<svg xmlns="http://www.w3.org/2000/svg" width="256" height="256"><filter id="f" x="0" y="0" width="100%" height="100%">
      <feTurbulence type="fractalNoise" baseFrequency="0.055" numOctaves="4" seed="7" stitchTiles="stitch" result="n"/>
      <feDiffuseLighting in="n" surfaceScale="5" lighting-color="#fff"><feDistantLight azimuth="225" elevation="48"/></feDiffuseLighting>
      <feColorMatrix values="0 0 0 0 0.1  0 0 0 0 0.05  0 0 0 0 0  -1 0 0 0 1"/>
      </filter><rect width="256" height="256" filter="url(#f)"/></svg>`),
    // Wood: noise stretched along the planks, as dark translucent streaks.
    tile(`<svg xmlns="http://www.w3.org/2000/svg" width="512" height="256"><filter id="f" x="0" y="0" width="100%" height="100%">
      <feTurbulence type="fractalNoise" baseFrequency="0.0035 0.09" numOctaves="3" seed="11" stitchTiles="stitch"/>
      <feColorMatrix values="0 0 0 0 0.16  0 0 0 0 0.08  0 0 0 0 0.03  -1.6 -1.6 0 0 1.55"/>
      </filter><rect width="512" height="256" filter="url(#f)"/></svg>`),
  ]).then(([crust, wood]) => ({ crust, wood }));
  return texturesPromise;
}

// ——— The set: wall, table, light, vignette ———

function defs(tex: { crust: string; wood: string }) {
  return `<defs>
    <pattern id="crust" width="256" height="256" patternUnits="userSpaceOnUse"><image href="${tex.crust}" width="256" height="256"/></pattern>
    <pattern id="wood" width="512" height="256" patternUnits="userSpaceOnUse"><image href="${tex.wood}" width="512" height="256"/></pattern>
    <radialGradient id="soft"><stop offset="0" stop-color="#1d1007"/><stop offset=".45" stop-color="#1d1007" stop-opacity=".6"/><stop offset="1" stop-color="#1d1007" stop-opacity="0"/></radialGradient>
    <radialGradient id="sheen"><stop offset="0" stop-color="#fff"/><stop offset="1" stop-color="#fff" stop-opacity="0"/></radialGradient>
    <radialGradient id="glow"><stop offset="0" stop-color="#ffc36a"/><stop offset=".4" stop-color="#ff9a3a" stop-opacity=".7"/><stop offset="1" stop-color="#ff8a2a" stop-opacity="0"/></radialGradient>
    <radialGradient id="light" cx="18%" cy="8%" r="95%"><stop offset="0" stop-color="#fff8e8" stop-opacity=".55"/><stop offset=".55" stop-color="#fff8e8" stop-opacity="0"/></radialGradient>
    <radialGradient id="vignette" cx="50%" cy="45%" r="80%"><stop offset=".4" stop-color="#1a0f08" stop-opacity="0"/><stop offset=".7" stop-color="#1a0f08" stop-opacity=".1"/><stop offset="1" stop-color="#1a0f08" stop-opacity=".38"/></radialGradient>
    <linearGradient id="glass" x1="0" x2="1"><stop offset="0" stop-color="#fff" stop-opacity=".05"/><stop offset=".18" stop-color="#fff" stop-opacity=".55"/><stop offset=".3" stop-color="#fff" stop-opacity=".06"/><stop offset=".85" stop-color="#fff" stop-opacity="0"/><stop offset=".95" stop-color="#fff" stop-opacity=".25"/></linearGradient>
    <linearGradient id="shade" x1="0" x2="1"><stop offset="0" stop-color="#000" stop-opacity=".25"/><stop offset=".3" stop-color="#000" stop-opacity="0"/><stop offset=".7" stop-color="#000" stop-opacity="0"/><stop offset="1" stop-color="#000" stop-opacity=".35"/></linearGradient>
  </defs>`;
}

function set(width: number, height: number, palette: Palette) {
  const tableY = height * TABLE_Y;
  return `
    <linearGradient id="wall" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${palette.wall[0]}"/><stop offset="1" stop-color="${palette.wall[1]}"/></linearGradient>
    <linearGradient id="table" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${palette.table[0]}"/><stop offset="1" stop-color="${palette.table[1]}"/></linearGradient>
    <rect width="${width}" height="${height}" fill="url(#wall)"/>
    <rect y="${tableY}" width="${width}" height="${height - tableY}" fill="url(#table)"/>
    <rect y="${tableY}" width="${width}" height="${height - tableY}" fill="url(#wood)" opacity="${palette.grain}"/>
    <rect y="${tableY - 2}" width="${width}" height="6" fill="#fff" opacity=".18"/>
    <linearGradient id="ledge" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-opacity="0"/><stop offset="1" stop-opacity=".08"/></linearGradient>
    <rect y="${tableY - 60}" width="${width}" height="60" fill="url(#ledge)"/>`;
}

const finish = (width: number, height: number) =>
  `<rect width="${width}" height="${height}" fill="url(#light)"/><rect width="${width}" height="${height}" fill="url(#vignette)"/>`;

/**
 * A soft contact shadow on the table under an object `rx` wide at (cx, cy): a radial gradient, not a blur
 * (an SVG blur costs tens of milliseconds each).
 */
const shadow = (cx: number, cy: number, rx: number, ry = rx * 0.16, opacity = 0.45) =>
  `<ellipse cx="${n(cx + rx * 0.08)}" cy="${n(cy + ry * 0.35)}" rx="${n(rx * 1.25)}" ry="${n(ry * 1.6)}" fill="url(#soft)" opacity="${n(opacity * 1.2)}"/>` +
  // The darker contact where the object touches the table.
  `<ellipse cx="${n(cx + rx * 0.03)}" cy="${n(cy + ry * 0.1)}" rx="${n(rx * 0.95)}" ry="${n(ry * 0.6)}" fill="url(#soft)" opacity="${n(Math.min(1, opacity * 1.5))}"/>`;

let gradientCount = 0;
/** A radial gradient lit from the upper left; returns its url() and the definition. */
function lit(stops: [string, string, string], focus: [number, number] = [0.38, 0.3]): [string, string] {
  const id = `g${gradientCount++}`;
  return [
    `url(#${id})`,
    `<radialGradient id="${id}" cx="${focus[0]}" cy="${focus[1]}" r=".85" fx="${focus[0]}" fy="${focus[1]}"><stop offset="0" stop-color="${stops[0]}"/><stop offset=".55" stop-color="${stops[1]}"/><stop offset="1" stop-color="${stops[2]}"/></radialGradient>`,
  ];
}

function linear(stops: string[], vertical = false): [string, string] {
  const id = `g${gradientCount++}`;
  const offsets = stops.map((color, i) => `<stop offset="${n(i / Math.max(1, stops.length - 1))}" stop-color="${color}"/>`).join('');
  return [`url(#${id})`, `<linearGradient id="${id}" x1="0" y1="0" x2="${vertical ? 0 : 1}" y2="${vertical ? 1 : 0}">${offsets}</linearGradient>`];
}

// ——— Bakes ———

const BAKE = {
  golden: ['#f3c983', '#c98a3f', '#7b4317'],
  dark: ['#d9a062', '#9c5a24', '#4f2610'],
  pale: ['#f7dca6', '#dcaa62', '#a1672c'],
  brioche: ['#e7a55a', '#a85a1f', '#5a2a0c'],
} as const;

/** Flour dust: small pale specks over an ellipse. */
function flour(r: Random, cx: number, cy: number, rx: number, ry: number, count: number) {
  let out = '';
  for (let i = 0; i < count; i++) {
    const a = r() * Math.PI * 2;
    const d = Math.sqrt(r());
    out += `<circle cx="${n(cx + Math.cos(a) * rx * d)}" cy="${n(cy + Math.sin(a) * ry * d)}" r="${n(between(r, 1, 3.5))}" fill="#fffaf0" opacity="${n(between(r, 0.25, 0.7))}"/>`;
  }
  return out;
}

/** A score opened in the oven: pale crumb edged by a darker lip. */
function score(x1: number, y1: number, x2: number, y2: number, width: number, bend = 0.15) {
  const mx = (x1 + x2) / 2 - (y2 - y1) * bend;
  const my = (y1 + y2) / 2 + (x2 - x1) * bend;
  const path = `M${n(x1)} ${n(y1)} Q${n(mx)} ${n(my)} ${n(x2)} ${n(y2)}`;
  return `<path d="${path}" stroke="#5a2c0e" stroke-width="${n(width + 8)}" stroke-linecap="round" fill="none" opacity=".45"/>
    <path d="${path}" stroke="#e2b878" stroke-width="${n(width)}" stroke-linecap="round" fill="none"/>
    <path d="${path}" stroke="#f6ddb0" stroke-width="${n(width * 0.35)}" stroke-linecap="round" fill="none" opacity=".6" transform="translate(-2 -3)"/>`;
}

/** An oval or round loaf, textured, with its scoring, seeds or flour. */
function loaf(
  r: Random,
  o: { cx: number; cy: number; rx: number; ry: number; rotate?: number; bake?: keyof typeof BAKE; scoring?: 'cross' | 'diagonal' | 'single' | 'wheat' | 'none'; flour?: number; seeds?: boolean },
) {
  const [fill, gradient] = lit([...BAKE[o.bake ?? 'golden']] as [string, string, string]);
  const { cx, cy, rx, ry } = o;
  const body = `M${cx - rx} ${cy + ry * 0.25} C${cx - rx} ${cy - ry * 1.05} ${cx + rx} ${cy - ry * 1.05} ${cx + rx} ${cy + ry * 0.25} C${cx + rx} ${cy + ry * 0.95} ${cx - rx} ${cy + ry * 0.95} ${cx - rx} ${cy + ry * 0.25}Z`;
  let marks = '';
  const s = Math.min(rx, ry);
  if (o.scoring === 'cross') {
    marks += score(cx - s * 0.55, cy - s * 0.45, cx + s * 0.55, cy + s * 0.35, s * 0.12, 0.05) + score(cx + s * 0.55, cy - s * 0.45, cx - s * 0.55, cy + s * 0.35, s * 0.12, -0.05);
  } else if (o.scoring === 'diagonal') {
    const count = Math.max(3, Math.round(rx / (ry * 0.8)));
    for (let i = 0; i < count; i++) {
      const x = cx - rx * 0.75 + (i + 0.5) * ((rx * 1.5) / count);
      marks += score(x - rx * 0.09, cy + ry * 0.1, x + rx * 0.12, cy - ry * 0.5, ry * 0.13, 0.12);
    }
  } else if (o.scoring === 'single') {
    marks += score(cx - rx * 0.6, cy - ry * 0.05, cx + rx * 0.6, cy - ry * 0.25, ry * 0.16, 0.1);
  } else if (o.scoring === 'wheat') {
    marks += score(cx - rx * 0.75, cy - ry * 0.15, cx + rx * 0.75, cy - ry * 0.15, ry * 0.06, 0);
    for (let i = 0; i < 6; i++) {
      const x = cx - rx * 0.6 + i * rx * 0.24;
      marks += score(x, cy - ry * 0.2, x + rx * 0.12, cy - ry * 0.6, ry * 0.08, 0.1) + score(x, cy - ry * 0.1, x + rx * 0.12, cy + ry * 0.3, ry * 0.08, -0.1);
    }
  }
  let seeds = '';
  if (o.seeds) {
    for (let i = 0; i < 260; i++) {
      const a = r() * Math.PI * 2;
      const d = Math.sqrt(r()) * 0.9;
      const x = cx + Math.cos(a) * rx * d;
      const y = cy - ry * 0.2 + Math.sin(a) * ry * 0.75 * d;
      const colour = ['#f3e6c4', '#3b3226', '#c9a86a', '#6b5a3a'][Math.floor(r() * 4)];
      seeds += `<ellipse cx="${n(x)}" cy="${n(y)}" rx="${n(between(r, 4, 8))}" ry="${n(between(r, 2, 4))}" transform="rotate(${Math.floor(r() * 180)} ${n(x)} ${n(y)})" fill="${colour}"/>`;
    }
  }
  return `<defs>${gradient}<clipPath id="c${gradientCount}"><path d="${body}"/></clipPath></defs>
    <g transform="rotate(${o.rotate ?? 0} ${cx} ${cy})">
      <path d="${body}" fill="${fill}"/>
      <path d="${body}" fill="url(#crust)" opacity=".55"/>
      <g clip-path="url(#c${gradientCount})">${marks}${seeds}${o.flour ? flour(r, cx, cy - ry * 0.2, rx * 0.85, ry * 0.7, o.flour) : ''}
        <ellipse cx="${cx}" cy="${cy + ry * 0.95}" rx="${rx * 1.1}" ry="${ry * 0.45}" fill="url(#soft)" opacity=".4"/>
      </g>
    </g>`;
}

/** A tin loaf seen from the front and above: a rectangular body under a domed top. */
function tinLoaf(r: Random, o: { cx: number; base: number; w: number; h: number; bake: keyof typeof BAKE; topping?: 'raisins' | 'sugar' | 'seeds' }) {
  const { cx, base, w, h } = o;
  const left = cx - w / 2;
  const top = base - h;
  const [side, g1] = linear([BAKE[o.bake][1], BAKE[o.bake][2]], true);
  const [crown, g2] = lit([...BAKE[o.bake]] as [string, string, string], [0.35, 0.25]);
  const dome = `M${left} ${top + h * 0.28} C${left} ${top - h * 0.25} ${left + w} ${top - h * 0.25} ${left + w} ${top + h * 0.28} L${left + w} ${top + h * 0.42} C${left + w * 0.7} ${top + h * 0.52} ${left + w * 0.3} ${top + h * 0.52} ${left} ${top + h * 0.42}Z`;
  let topping = '';
  for (let i = 0; i < (o.topping === 'sugar' ? 90 : o.topping === 'seeds' ? 160 : 26); i++) {
    const x = left + w * between(r, 0.06, 0.94);
    const yTop = top + h * 0.28 - Math.sin(((x - left) / w) * Math.PI) * h * 0.32;
    const y = yTop + between(r, 0.02, 0.9) * (o.topping === 'raisins' ? h * 0.6 : h * 0.18);
    if (o.topping === 'sugar') topping += `<circle cx="${n(x)}" cy="${n(y)}" r="${n(between(r, 5, 9))}" fill="#fbf6ec"/><circle cx="${n(x - 2)}" cy="${n(y - 2)}" r="2.5" fill="#fff"/>`;
    else if (o.topping === 'seeds') topping += `<ellipse cx="${n(x)}" cy="${n(y)}" rx="7" ry="3.5" transform="rotate(${Math.floor(r() * 180)} ${n(x)} ${n(y)})" fill="${r() > 0.5 ? '#efe2bf' : '#4a3b28'}"/>`;
    else topping += `<ellipse cx="${n(x)}" cy="${n(y)}" rx="${n(between(r, 6, 11))}" ry="${n(between(r, 4, 7))}" fill="#2e140b"/><ellipse cx="${n(x - 2)}" cy="${n(y - 2)}" rx="3" ry="2" fill="#7a3b22"/>`;
  }
  return `<defs>${g1}${g2}</defs>
    <rect x="${left}" y="${top + h * 0.3}" width="${w}" height="${h * 0.7}" rx="${w * 0.04}" fill="${side}"/>
    <rect x="${left}" y="${top + h * 0.3}" width="${w}" height="${h * 0.7}" rx="${w * 0.04}" fill="url(#crust)" opacity=".4"/>
    <rect x="${left}" y="${top + h * 0.3}" width="${w}" height="${h * 0.7}" rx="${w * 0.04}" fill="url(#shade)"/>
    <path d="${dome}" fill="${crown}"/>
    <path d="${dome}" fill="url(#crust)" opacity=".45"/>
    <ellipse cx="${cx - w * 0.15}" cy="${top + h * 0.05}" rx="${w * 0.25}" ry="${h * 0.08}" fill="url(#sheen)" opacity=".3"/>
    ${topping}`;
}

/** A croissant: seven rolled segments along a crescent, the middle one on top. */
function croissant(cx: number, cy: number, size: number, bake: keyof typeof BAKE = 'golden') {
  const segments = [-3, 3, -2, 2, -1, 1, 0];
  let out = '';
  for (const i of segments) {
    const a = (i / 3) * 1.05;
    const x = cx + Math.sin(a) * size * 0.78;
    const y = cy + (1 - Math.cos(a)) * size * 0.55;
    const w = size * (0.36 - Math.abs(i) * 0.06);
    const h = size * (0.5 - Math.abs(i) * 0.1);
    const [fill, g] = lit([...BAKE[bake]] as [string, string, string], [0.4, 0.28]);
    out += `<defs>${g}</defs><g transform="rotate(${n((a * 180) / Math.PI)} ${n(x)} ${n(y)})">
      <ellipse cx="${n(x)}" cy="${n(y)}" rx="${n(w)}" ry="${n(h)}" fill="${fill}" stroke="#6a3410" stroke-opacity=".45" stroke-width="3"/>
      <ellipse cx="${n(x)}" cy="${n(y)}" rx="${n(w)}" ry="${n(h)}" fill="url(#crust)" opacity=".35"/>
      <path d="M${n(x - w * 0.75)} ${n(y - h * 0.35)} Q${n(x)} ${n(y - h * 0.5)} ${n(x + w * 0.75)} ${n(y - h * 0.35)}" stroke="#fff3d6" stroke-width="${n(size * 0.02)}" fill="none" opacity=".35" stroke-linecap="round"/>
    </g>`;
  }
  return out;
}

/** A plate seen slightly from above. */
const plate = (cx: number, cy: number, rx: number) =>
  `${shadow(cx, cy + rx * 0.08, rx * 1.02, rx * 0.24, 0.35)}<ellipse cx="${cx}" cy="${cy}" rx="${rx}" ry="${rx * 0.3}" fill="#f4f1ec"/><ellipse cx="${cx}" cy="${cy - 4}" rx="${rx * 0.72}" ry="${rx * 0.2}" fill="#e6e1d9"/><ellipse cx="${cx}" cy="${cy - 2}" rx="${rx}" ry="${rx * 0.3}" fill="none" stroke="#fff" stroke-width="3" opacity=".7"/>`;

/** A sheet of baking paper under pastries. */
const paper = (cx: number, cy: number, w: number, h: number, rotate = -4) =>
  `<g transform="rotate(${rotate} ${cx} ${cy})"><rect x="${cx - w / 2}" y="${cy - h / 2}" width="${w}" height="${h}" fill="#f5efe2" opacity=".92"/><rect x="${cx - w / 2}" y="${cy - h / 2}" width="${w}" height="${h}" fill="url(#crust)" opacity=".12"/></g>`;

// ——— Jars, bottles, packets ———

function label(x: number, y: number, w: number, h: number, title: string, subtitle: string, colours: { bg: string; ink: string; accent: string }) {
  return `<rect x="${x}" y="${y}" width="${w}" height="${h}" rx="6" fill="${colours.bg}"/>
    <rect x="${x + 8}" y="${y + 8}" width="${w - 16}" height="${h - 16}" rx="4" fill="none" stroke="${colours.accent}" stroke-width="2"/>
    <text x="${x + w / 2}" y="${y + h * 0.3}" font-family="DejaVu Serif, serif" font-size="${n(h * 0.11)}" fill="${colours.accent}" text-anchor="middle" letter-spacing="3">MAISON LEMAIRE</text>
    <text x="${x + w / 2}" y="${y + h * 0.6}" font-family="DejaVu Serif, serif" font-style="italic" font-weight="bold" font-size="${n(Math.min(h * 0.26, (w * 1.5) / title.length))}" fill="${colours.ink}" text-anchor="middle">${title}</text>
    <text x="${x + w / 2}" y="${y + h * 0.82}" font-family="DejaVu Sans, sans-serif" font-size="${n(h * 0.1)}" fill="${colours.ink}" opacity=".75" text-anchor="middle">${subtitle}</text>`;
}

function jar(o: { cx: number; base: number; w: number; h: number; content: [string, string, string]; lid: 'gold' | 'gingham' | 'black'; title: string; subtitle: string; labelColours: { bg: string; ink: string; accent: string } }) {
  const { cx, base, w, h } = o;
  const left = cx - w / 2;
  const top = base - h;
  const lidH = h * 0.14;
  const [content, g1] = linear([o.content[2], o.content[0], o.content[1], o.content[2]]);
  const [metal, g2] = linear(o.lid === 'black' ? ['#111', '#555', '#222', '#0d0d0d'] : ['#8a6a2a', '#f2dc96', '#b8923f', '#6f531c']);
  const lid =
    o.lid === 'gingham'
      ? `<path d="M${left - w * 0.1} ${top + lidH * 1.4} Q${cx} ${top - lidH * 0.9} ${left + w * 1.1} ${top + lidH * 1.4} L${left + w * 1.02} ${top + lidH * 2} Q${cx} ${top + lidH * 2.3} ${left - w * 0.02} ${top + lidH * 2}Z" fill="#c0282d"/>
         <path d="M${left - w * 0.1} ${top + lidH * 1.4} Q${cx} ${top - lidH * 0.9} ${left + w * 1.1} ${top + lidH * 1.4} L${left + w * 1.02} ${top + lidH * 2} Q${cx} ${top + lidH * 2.3} ${left - w * 0.02} ${top + lidH * 2}Z" fill="url(#gingham)" opacity=".9"/>
         <path d="M${left} ${top + lidH * 1.9} Q${cx} ${top + lidH * 2.25} ${left + w} ${top + lidH * 1.9}" stroke="#c9b37a" stroke-width="6" fill="none"/>`
      : `<rect x="${left + w * 0.02}" y="${top}" width="${w * 0.96}" height="${lidH}" rx="8" fill="${metal}"/>
         <ellipse cx="${cx}" cy="${top}" rx="${w * 0.48}" ry="${lidH * 0.22}" fill="#fff" opacity=".25"/>`;
  return `<defs>${g1}${g2}
      <pattern id="gingham" width="28" height="28" patternUnits="userSpaceOnUse"><rect width="28" height="28" fill="#fff"/><rect width="14" height="28" fill="#c0282d" opacity=".55"/><rect width="28" height="14" fill="#c0282d" opacity=".55"/></pattern></defs>
    ${shadow(cx, base, w * 0.62)}
    <rect x="${left}" y="${top + lidH}" width="${w}" height="${h - lidH}" rx="${w * 0.1}" fill="${content}"/>
    <rect x="${left}" y="${top + lidH}" width="${w}" height="${h - lidH}" rx="${w * 0.1}" fill="url(#glass)"/>
    <rect x="${left}" y="${top + lidH}" width="${w}" height="${h - lidH}" rx="${w * 0.1}" fill="none" stroke="#fff" stroke-opacity=".35" stroke-width="3"/>
    ${label(left + w * 0.08, top + h * 0.38, w * 0.84, h * 0.4, o.title, o.subtitle, o.labelColours)}
    <rect x="${left + w * 0.08}" y="${top + h * 0.38}" width="${w * 0.84}" height="${h * 0.4}" fill="url(#shade)" opacity=".6"/>
    ${lid}`;
}

function bottle(o: { cx: number; base: number; h: number; w: number; glass: [string, string]; kind: 'beer' | 'wine'; title: string; subtitle: string; labelColours: { bg: string; ink: string; accent: string } }) {
  const { cx, base, h, w } = o;
  const neck = w * (o.kind === 'beer' ? 0.3 : 0.26);
  const shoulderY = base - h * (o.kind === 'beer' ? 0.55 : 0.58);
  const neckY = base - h * (o.kind === 'beer' ? 0.8 : 0.78);
  const top = base - h;
  const body = `M${cx - w / 2} ${base - 10} L${cx - w / 2} ${shoulderY} C${cx - w / 2} ${neckY + (shoulderY - neckY) * 0.25} ${cx - neck / 2} ${neckY + 30} ${cx - neck / 2} ${neckY} L${cx - neck / 2} ${top + 12} L${cx + neck / 2} ${top + 12} L${cx + neck / 2} ${neckY} C${cx + neck / 2} ${neckY + 30} ${cx + w / 2} ${neckY + (shoulderY - neckY) * 0.25} ${cx + w / 2} ${shoulderY} L${cx + w / 2} ${base - 10} Q${cx + w / 2} ${base} ${cx + w / 2 - 10} ${base} L${cx - w / 2 + 10} ${base} Q${cx - w / 2} ${base} ${cx - w / 2} ${base - 10}Z`;
  const [glass, g1] = linear([o.glass[1], o.glass[0], o.glass[1], o.glass[1]]);
  const cap =
    o.kind === 'beer'
      ? `<rect x="${cx - neck * 0.62}" y="${top}" width="${neck * 1.24}" height="24" rx="5" fill="#c9a43a"/><rect x="${cx - neck * 0.62}" y="${top}" width="${neck * 1.24}" height="24" rx="5" fill="url(#shade)"/>`
      : `<path d="M${cx - neck * 0.62} ${top} L${cx + neck * 0.62} ${top} L${cx + neck * 0.58} ${neckY + 40} L${cx - neck * 0.58} ${neckY + 40}Z" fill="#d4b04a"/><path d="M${cx - neck * 0.62} ${top} L${cx + neck * 0.62} ${top} L${cx + neck * 0.58} ${neckY + 40} L${cx - neck * 0.58} ${neckY + 40}Z" fill="url(#shade)"/>`;
  return `<defs>${g1}</defs>
    ${shadow(cx, base, w * 0.7)}
    <path d="${body}" fill="${glass}"/>
    <path d="${body}" fill="url(#glass)"/>
    ${label(cx - w * 0.46, base - h * 0.45, w * 0.92, h * 0.28, o.title, o.subtitle, o.labelColours)}
    <rect x="${cx - w * 0.46}" y="${base - h * 0.45}" width="${w * 0.92}" height="${h * 0.28}" fill="url(#shade)" opacity=".7"/>
    ${cap}`;
}

/** A drinking glass with a drink and its foam or bubbles. */
function drinkGlass(r: Random, o: { cx: number; base: number; w: number; h: number; drink: [string, string]; foam: boolean; flute?: boolean }) {
  const { cx, base, w, h } = o;
  const top = base - h;
  const bowl = o.flute
    ? `M${cx - w * 0.28} ${top} L${cx + w * 0.28} ${top} L${cx + w * 0.2} ${top + h * 0.62} Q${cx} ${top + h * 0.7} ${cx - w * 0.2} ${top + h * 0.62}Z`
    : `M${cx - w / 2} ${top} L${cx + w / 2} ${top} L${cx + w * 0.38} ${base} L${cx - w * 0.38} ${base}Z`;
  const [drink, g] = linear([o.drink[1], o.drink[0], o.drink[1]]);
  let bubbles = '';
  for (let i = 0; i < 30; i++) bubbles += `<circle cx="${n(cx + between(r, -w * 0.15, w * 0.15))}" cy="${n(top + h * between(r, 0.15, 0.6))}" r="${n(between(r, 1.5, 3.5))}" fill="#fff" opacity=".6"/>`;
  return `<defs>${g}<clipPath id="bowl${gradientCount}"><path d="${bowl}"/></clipPath></defs>
    ${shadow(cx, base, w * 0.55)}
    ${o.flute ? `<path d="M${cx - 3} ${top + h * 0.66} L${cx - 3} ${base - 8} L${cx - w * 0.22} ${base} L${cx + w * 0.22} ${base} L${cx + 3} ${base - 8} L${cx + 3} ${top + h * 0.66}Z" fill="#fff" opacity=".45"/>` : ''}
    <g clip-path="url(#bowl${gradientCount})"><rect x="${cx - w}" y="${top + h * (o.foam ? 0.16 : 0.12)}" width="${w * 2}" height="${h}" fill="${drink}"/>
      ${o.foam ? `<rect x="${cx - w}" y="${top}" width="${w * 2}" height="${h * 0.18}" fill="#fbf4e4"/><rect x="${cx - w}" y="${top}" width="${w * 2}" height="${h * 0.18}" fill="url(#crust)" opacity=".2"/>` : bubbles}</g>
    <path d="${bowl}" fill="url(#glass)" stroke="#fff" stroke-opacity=".5" stroke-width="3"/>`;
}

// ——— Products ———

const kraftLabel = { bg: '#f4ead6', ink: '#4a2a14', accent: '#8f3f14' };

const PRODUCTS: Record<string, Drawing & { alt: string }> = {
  'PAIN-CAMP': {
    palette: 'bread',
    alt: 'Pain de campagne rond au levain, croûte dorée incisée en croix et farinée, sur une table en bois',
    draw: (r) => `${shadow(500, 745, 300)}${loaf(r, { cx: 500, cy: 560, rx: 300, ry: 230, bake: 'golden', scoring: 'cross', flour: 500 })}`,
  },
  'PAIN-BAG': {
    palette: 'bread',
    alt: 'Deux baguettes tradition croustillantes, aux grignes bien ouvertes, posées sur une planche',
    draw: (r) =>
      `${shadow(500, 735, 430, 50)}${loaf(r, { cx: 500, cy: 560, rx: 440, ry: 70, rotate: -14, scoring: 'diagonal', flour: 60 })}${shadow(520, 790, 430, 45, 0.35)}${loaf(r, { cx: 520, cy: 680, rx: 430, ry: 68, rotate: -8, bake: 'pale', scoring: 'diagonal', flour: 60 })}`,
  },
  'PAIN-COMP': {
    palette: 'bread',
    alt: 'Pain complet moulé, recouvert de graines de tournesol, de lin et de sésame',
    draw: (r) => `${shadow(500, 760, 300)}${tinLoaf(r, { cx: 500, base: 760, w: 560, h: 400, bake: 'dark', topping: 'seeds' })}`,
  },
  'PAIN-EPE': {
    palette: 'bread',
    alt: "Pain d'épeautre ovale à la croûte brune, incisé en épi de blé",
    draw: (r) => `${shadow(500, 740, 330)}${loaf(r, { cx: 500, cy: 580, rx: 340, ry: 170, bake: 'dark', scoring: 'wheat', flour: 160 })}`,
  },
  'PAIN-PIST': {
    palette: 'bread',
    alt: 'Six pistolets bruxellois dorés, fendus sur le dessus, serrés les uns contre les autres',
    draw: (r) => {
      let out = shadow(500, 760, 380, 70);
      const spots = [
        [330, 520], [500, 505], [670, 520],
        [320, 650], [500, 640], [680, 650],
      ];
      for (const [x, y] of spots) out += loaf(r, { cx: x!, cy: y!, rx: 118, ry: 95, rotate: between(r, -10, 10), bake: 'golden', scoring: 'single', flour: 20 });
      return out;
    },
  },
  'PAIN-CRAM': {
    palette: 'bread',
    alt: 'Cramique brioché aux raisins, dorure brillante, sur une table en bois',
    draw: (r) => `${shadow(500, 760, 300)}${tinLoaf(r, { cx: 500, base: 760, w: 540, h: 380, bake: 'brioche', topping: 'raisins' })}`,
  },
  'PAIN-CRAQ': {
    palette: 'bread',
    alt: 'Craquelin brioché parsemé de sucre perlé',
    draw: (r) => `${shadow(500, 760, 300)}${tinLoaf(r, { cx: 500, base: 760, w: 540, h: 380, bake: 'brioche', topping: 'sugar' })}`,
  },
  'VIEN-CROI': {
    palette: 'pastry',
    alt: 'Deux croissants pur beurre dorés et feuilletés sur du papier de cuisson',
    draw: () => `${paper(500, 640, 760, 360)}${shadow(380, 700, 250, 45)}${croissant(380, 470, 300)}${shadow(700, 760, 180, 35)}${croissant(700, 600, 210, 'pale')}`,
  },
  'VIEN-PCHOC': {
    palette: 'pastry',
    alt: 'Pains au chocolat feuilletés, les barres de chocolat visibles aux extrémités',
    draw: (r) => {
      let out = paper(500, 650, 760, 380, 3);
      for (const [x, y, s] of [[390, 560, 1], [620, 690, 0.9]] as const) {
        const w = 380 * s;
        const h = 190 * s;
        const [fill, g] = lit([...BAKE.golden] as [string, string, string]);
        out += `${shadow(x, y + h * 0.55, w * 0.55, 40)}<defs>${g}</defs><rect x="${x - w / 2}" y="${y - h / 2}" width="${w}" height="${h}" rx="${h * 0.35}" fill="${fill}"/><rect x="${x - w / 2}" y="${y - h / 2}" width="${w}" height="${h}" rx="${h * 0.35}" fill="url(#crust)" opacity=".4"/>`;
        for (let i = 1; i < 4; i++) out += `<path d="M${x - w * 0.45} ${y - h / 2 + (h * i) / 4} Q${x} ${y - h / 2 + (h * i) / 4 + 8} ${x + w * 0.45} ${y - h / 2 + (h * i) / 4}" stroke="#7a3e12" stroke-opacity=".5" stroke-width="4" fill="none"/>`;
        out += `<ellipse cx="${x - w / 2 + 14}" cy="${y + 10}" rx="14" ry="${h * 0.16}" fill="#2b150a"/><ellipse cx="${x + w / 2 - 14}" cy="${y + 10}" rx="14" ry="${h * 0.16}" fill="#2b150a"/>`;
        out += flour(r, x, y - h * 0.2, w * 0.3, h * 0.15, 0);
      }
      return out;
    },
  },
  'VIEN-SUIS': {
    palette: 'pastry',
    alt: 'Couque suisse dorée garnie de crème pâtissière et de pépites de chocolat',
    draw: (r) => {
      const [fill, g] = lit([...BAKE.golden] as [string, string, string]);
      let chips = '';
      for (let i = 0; i < 26; i++) chips += `<ellipse cx="${n(between(r, 300, 700))}" cy="${n(between(r, 520, 610))}" rx="${n(between(r, 7, 12))}" ry="${n(between(r, 5, 8))}" fill="#2b150a"/>`;
      return `${paper(500, 640, 740, 340)}${shadow(500, 700, 330, 50)}<defs>${g}</defs>
        <rect x="220" y="440" width="560" height="260" rx="110" fill="${fill}"/><rect x="220" y="440" width="560" height="260" rx="110" fill="url(#crust)" opacity=".4"/>
        <rect x="270" y="510" width="460" height="110" rx="55" fill="#f1d27a"/><rect x="270" y="510" width="460" height="110" rx="55" fill="url(#crust)" opacity=".2"/>${chips}
        <path d="M250 480 Q500 420 750 480" stroke="#fff4d6" stroke-width="10" fill="none" opacity=".35" stroke-linecap="round"/>`;
    },
  },
  'PAT-RIZ': {
    palette: 'pastry',
    alt: 'Part de tarte au riz à la crème vanillée, légèrement caramélisée, sur une assiette blanche',
    draw: (r) => {
      let spots = '';
      for (let i = 0; i < 40; i++) spots += `<ellipse cx="${n(between(r, 330, 660))}" cy="${n(between(r, 470, 560))}" rx="${n(between(r, 8, 30))}" ry="${n(between(r, 5, 14))}" fill="#b9772f" opacity="${n(between(r, 0.1, 0.35))}"/>`;
      return `${plate(500, 640, 380)}
        <path d="M280 560 L720 560 L720 640 L280 640Z" fill="#d9a35a"/><path d="M280 560 L720 560 L720 640 L280 640Z" fill="url(#crust)" opacity=".4"/>
        <path d="M295 575 L705 575 L705 625 L295 625Z" fill="#f5e2b2"/><path d="M295 575 L705 575 L705 625 L295 625Z" fill="url(#crust)" opacity=".25"/>
        <path d="M280 560 Q500 380 720 560Z" fill="#f3dca4"/>${spots}<path d="M280 560 Q500 380 720 560" stroke="#c98a3f" stroke-width="14" fill="none"/>
        <path d="M280 560 L720 560" stroke="#e8c98a" stroke-width="6"/>`;
    },
  },
  'PAT-ECL': {
    palette: 'pastry',
    alt: 'Éclair au chocolat au glaçage brillant sur une assiette',
    draw: () => {
      const [fill, g] = lit([...BAKE.golden] as [string, string, string]);
      return `${plate(500, 650, 400)}<defs>${g}</defs><g transform="rotate(-8 500 560)">
        <rect x="190" y="500" width="620" height="140" rx="70" fill="${fill}"/><rect x="190" y="500" width="620" height="140" rx="70" fill="url(#crust)" opacity=".45"/>
        <rect x="200" y="490" width="600" height="80" rx="40" fill="#3a1a0b"/><rect x="200" y="490" width="600" height="80" rx="40" fill="url(#shade)"/>
        <path d="M260 508 Q500 494 740 508" stroke="#fff" stroke-width="10" fill="none" opacity=".35" stroke-linecap="round"/></g>`;
    },
  },
  'PAT-MERV': {
    palette: 'pastry',
    alt: 'Merveilleux à la chantilly recouvert de copeaux de chocolat noir, dans sa caissette',
    draw: (r) => {
      let shavings = '';
      for (let i = 0; i < 420; i++) {
        const a = between(r, Math.PI, Math.PI * 2);
        const d = Math.sqrt(r());
        const x = 500 + Math.cos(a) * 250 * d;
        const y = 600 + Math.sin(a) * 260 * d;
        shavings += `<path d="M${n(x)} ${n(y)} q${n(between(r, 6, 14))} ${n(between(r, -8, 8))} ${n(between(r, 12, 24))} 0" stroke="${['#2a130a', '#4a2413', '#6b3a1f'][Math.floor(r() * 3)]}" stroke-width="${n(between(r, 4, 8))}" stroke-linecap="round" fill="none"/>`;
      }
      return `${shadow(500, 720, 300, 50)}<path d="M230 600 L260 710 L740 710 L770 600Z" fill="#f3ede2"/>
        ${Array.from({ length: 14 }, (_, i) => `<path d="M${245 + i * 37} 600 L${268 + i * 34} 710" stroke="#d8cfc0" stroke-width="3"/>`).join('')}
        <path d="M250 600 A250 260 0 0 1 750 600Z" fill="#f7efe1"/>${shavings}`;
    },
  },
  'PAT-GAUF': {
    palette: 'pastry',
    alt: 'Gaufre de Liège dorée aux éclats de sucre perlé caramélisé',
    draw: (r) => {
      const [fill, g] = lit([...BAKE.golden] as [string, string, string]);
      let pockets = '';
      for (let i = 0; i < 6; i++)
        for (let j = 0; j < 4; j++)
          pockets += `<rect x="${282 + i * 74}" y="${470 + j * 66}" width="54" height="48" rx="8" fill="#a5611f" opacity=".55"/><rect x="${284 + i * 74}" y="${472 + j * 66}" width="50" height="12" rx="6" fill="#5a2a0c" opacity=".35"/>`;
      let sugar = '';
      for (let i = 0; i < 30; i++) sugar += `<circle cx="${n(between(r, 280, 720))}" cy="${n(between(r, 460, 730))}" r="${n(between(r, 5, 10))}" fill="#d98b2b" opacity=".8"/>`;
      return `${paper(500, 650, 720, 400, 5)}${shadow(500, 760, 280, 50)}<defs>${g}</defs><g transform="rotate(-6 500 600)">
        <path d="M260 470 Q250 440 290 440 L710 440 Q750 440 740 470 L745 730 Q750 760 710 760 L290 760 Q250 760 255 730Z" fill="${fill}"/>
        <path d="M260 470 Q250 440 290 440 L710 440 Q750 440 740 470 L745 730 Q750 760 710 760 L290 760 Q250 760 255 730Z" fill="url(#crust)" opacity=".5"/>${pockets}${sugar}</g>`;
    },
  },
  'PAT-SPEC': {
    palette: 'pastry',
    alt: 'Biscuits spéculoos maison au relief de moulin, empilés',
    draw: (r) => {
      let out = shadow(500, 760, 330, 60);
      const cookie = (x: number, y: number, rot: number) => {
        const [fill, g] = lit(['#d48a45', '#a55a22', '#6e3610']);
        let relief = '';
        for (let i = 0; i < 5; i++) relief += `<path d="M${x - 120} ${y - 60 + i * 28} q40 ${n(between(r, -10, 10))} 80 0 t80 0 t80 0" stroke="#6e3610" stroke-opacity=".45" stroke-width="5" fill="none"/>`;
        return `<defs>${g}</defs><g transform="rotate(${rot} ${x} ${y})"><rect x="${x - 150}" y="${y - 90}" width="300" height="180" rx="14" fill="#7a3d12"/><rect x="${x - 150}" y="${y - 96}" width="300" height="180" rx="14" fill="${fill}"/><rect x="${x - 150}" y="${y - 96}" width="300" height="180" rx="14" fill="url(#crust)" opacity=".5"/>${relief}</g>`;
      };
      out += cookie(420, 660, -6) + cookie(560, 610, 8) + cookie(470, 540, -3) + cookie(620, 700, 16);
      return out;
    },
  },
  'EPI-CONF': {
    palette: 'grocery',
    alt: 'Pot de confiture de fraises de Wépion au couvercle en tissu vichy rouge',
    draw: (r) => `${jar({ cx: 470, base: 770, w: 330, h: 430, content: ['#d8343f', '#8e1420', '#5a0a12'], lid: 'gingham', title: 'Fraises', subtitle: 'de Wépion', labelColours: kraftLabel })}${strawberries(r, 760, 740)}`,
  },
  'EPI-MIEL': {
    palette: 'grocery',
    alt: 'Pot de miel de Wallonie doré et sa cuillère en bois',
    draw: () =>
      `${jar({ cx: 470, base: 770, w: 340, h: 420, content: ['#f4b53b', '#c57a12', '#8a4c06'], lid: 'gold', title: 'Miel', subtitle: 'de Wallonie', labelColours: kraftLabel })}
       ${shadow(770, 770, 130, 20)}<g transform="rotate(-20 760 700)"><rect x="600" y="688" width="260" height="16" rx="8" fill="#b68650"/><ellipse cx="860" cy="696" rx="36" ry="30" fill="#c9975d"/>${[0, 1, 2].map((i) => `<ellipse cx="860" cy="${684 + i * 12}" rx="38" ry="4" fill="#8a6434"/>`).join('')}</g>`,
  },
  'EPI-SIRO': {
    palette: 'grocery',
    alt: 'Pot de sirop de Liège sombre et brillant, une tranche de pain tartinée à côté',
    draw: (r) => `${jar({ cx: 440, base: 770, w: 320, h: 380, content: ['#5a2210', '#2b0d05', '#170602'], lid: 'black', title: 'Sirop', subtitle: 'de Liège', labelColours: { bg: '#f3e7cf', ink: '#2b0d05', accent: '#7a2414' } })}${slice(r, 760, 760, '#3a1408')}`,
  },
  'EPI-CHOC': {
    palette: 'grocery',
    alt: 'Tablette de chocolat noir 72 % à moitié déballée, carrés brillants',
    draw: () => {
      let squares = '';
      for (let i = 0; i < 3; i++)
        for (let j = 0; j < 4; j++)
          squares += `<rect x="${262 + j * 92}" y="${452 + i * 92}" width="80" height="80" rx="6" fill="#3b1d10"/><rect x="${266 + j * 92}" y="${456 + i * 92}" width="72" height="10" rx="4" fill="#7a4a30" opacity=".6"/><rect x="${266 + j * 92}" y="${522 + i * 92}" width="72" height="8" rx="4" fill="#120703" opacity=".6"/>`;
      return `${shadow(500, 760, 340, 50)}<g transform="rotate(-8 500 600)"><rect x="250" y="440" width="500" height="300" rx="8" fill="#2a140a"/>${squares}
        <rect x="610" y="430" width="170" height="320" rx="6" fill="#8f1f24"/><rect x="610" y="430" width="170" height="320" rx="6" fill="url(#shade)"/>
        <text x="695" y="610" font-family="DejaVu Serif, serif" font-weight="bold" font-size="56" fill="#f5e6c8" text-anchor="middle">72 %</text>
        <text x="695" y="660" font-family="DejaVu Sans, sans-serif" font-size="18" fill="#f5e6c8" text-anchor="middle" letter-spacing="2">NOIR</text>
        <path d="M610 430 L600 440 L600 740 L610 750" stroke="#d8c8a8" stroke-width="4" fill="none"/></g>`;
    },
  },
  'EPI-CAFE': {
    palette: 'grocery',
    alt: 'Sachet kraft de café en grains torréfié à Bruxelles, des grains éparpillés devant',
    draw: (r) => {
      let beans = '';
      for (let i = 0; i < 34; i++) {
        const x = between(r, 180, 820);
        const y = between(r, 720, 850);
        const rot = Math.floor(r() * 180);
        beans += `<g transform="rotate(${rot} ${n(x)} ${n(y)})"><ellipse cx="${n(x)}" cy="${n(y)}" rx="22" ry="15" fill="#4a2716"/><ellipse cx="${n(x - 4)}" cy="${n(y - 4)}" rx="12" ry="6" fill="#7b4a2e" opacity=".6"/><path d="M${n(x - 16)} ${n(y)} q8 -6 16 0 t16 0" stroke="#1c0c05" stroke-width="3" fill="none"/></g>`;
      }
      const [kraft, g] = linear(['#a77c4e', '#d1ab7c', '#b58a58', '#8a623a']);
      return `<defs>${g}</defs>${shadow(500, 740, 260, 45)}<path d="M310 320 L690 320 L720 740 L280 740Z" fill="${kraft}"/>
        <path d="M310 320 L690 320 L695 370 L305 370Z" fill="#8a623a"/>${Array.from({ length: 9 }, (_, i) => `<path d="M${320 + i * 44} 322 L${330 + i * 44} 368" stroke="#6e4b28" stroke-width="3"/>`).join('')}
        <path d="M310 320 L690 320 L720 740 L280 740Z" fill="url(#crust)" opacity=".18"/>
        ${label(350, 450, 300, 220, 'Café', 'Bruxelles · 500 g', { bg: '#fbf5ea', ink: '#2b170c', accent: '#8f3f14' })}${beans}`;
    },
  },
  'EPI-TART': {
    palette: 'grocery',
    alt: 'Pot de pâte à tartiner noisette, quelques noisettes entières à côté',
    draw: (r) => {
      let nuts = '';
      for (let i = 0; i < 9; i++) {
        const x = between(r, 660, 860);
        const y = between(r, 720, 800);
        nuts += `${shadow(x, y + 20, 30, 8, 0.4)}<ellipse cx="${n(x)}" cy="${n(y)}" rx="30" ry="26" fill="#8a4e25"/><ellipse cx="${n(x)}" cy="${n(y - 18)}" rx="22" ry="10" fill="#d2ae80"/><ellipse cx="${n(x - 8)}" cy="${n(y - 2)}" rx="8" ry="6" fill="#b9794a" opacity=".7"/>`;
      }
      return `${jar({ cx: 430, base: 770, w: 340, h: 400, content: ['#8a4d26', '#5c2e12', '#3a1a08'], lid: 'gold', title: 'Noisette', subtitle: 'à tartiner', labelColours: kraftLabel })}${nuts}`;
    },
  },
  'EPI-MOUT': {
    palette: 'grocery',
    alt: 'Petit pot de moutarde de Gand, jaune vif, avec sa cuillère en bois',
    draw: () => `${jar({ cx: 480, base: 770, w: 300, h: 340, content: ['#e8c236', '#b98d10', '#7a5a06'], lid: 'black', title: 'Moutarde', subtitle: 'de Gand · 200 g', labelColours: { bg: '#fbf5ea', ink: '#3a2a08', accent: '#b98d10' } })}`,
  },
  'EPI-CHIC': {
    palette: 'grocery',
    alt: 'Paquet de chicorée Pacha jaune et rouge',
    draw: () =>
      `${shadow(500, 770, 300, 45)}<path d="M300 340 L640 340 L700 300 L360 300Z" fill="#f0d25a"/><path d="M640 340 L700 300 L700 730 L640 770Z" fill="#b8921c"/>
       <rect x="300" y="340" width="340" height="430" fill="#f5cf3d"/><rect x="300" y="340" width="340" height="430" fill="url(#shade)" opacity=".5"/>
       <rect x="300" y="470" width="340" height="120" fill="#b4232a"/><text x="470" y="548" font-family="DejaVu Serif, serif" font-weight="bold" font-style="italic" font-size="64" fill="#fff4d8" text-anchor="middle">Chicorée</text>
       <text x="470" y="650" font-family="DejaVu Sans, sans-serif" font-size="30" fill="#6a1a10" text-anchor="middle" letter-spacing="6">PACHA</text><text x="470" y="720" font-family="DejaVu Sans, sans-serif" font-size="22" fill="#6a1a10" text-anchor="middle">250 g</text>`,
  },
  'BOI-SAIS': {
    palette: 'gift',
    alt: 'Bouteille de bière Saison Dupont et un verre de bière blonde à la mousse épaisse',
    draw: (r) =>
      `${bottle({ cx: 400, base: 790, h: 580, w: 180, glass: ['#7a4a1a', '#2e1706'], kind: 'beer', title: 'Saison', subtitle: '33 cl · 6,5 %', labelColours: { bg: '#f5ecd6', ink: '#1f3a1f', accent: '#a33a1f' } })}${drinkGlass(r, { cx: 640, base: 790, w: 200, h: 300, drink: ['#f2b43a', '#c27a12'], foam: true })}`,
  },
  'BOI-TRIP': {
    palette: 'gift',
    alt: 'Bouteille de Westmalle Tripel et un verre à pied de bière dorée',
    draw: (r) =>
      `${bottle({ cx: 400, base: 790, h: 580, w: 180, glass: ['#6a3c14', '#241104'], kind: 'beer', title: 'Tripel', subtitle: '33 cl · 9,5 %', labelColours: { bg: '#fbf3e4', ink: '#2b1a0a', accent: '#8a6a1f' } })}${drinkGlass(r, { cx: 650, base: 790, w: 220, h: 260, drink: ['#f7c44a', '#d18e1c'], foam: true })}`,
  },
  'BOI-CREM': {
    palette: 'gift',
    alt: 'Bouteille de crémant de Wallonie et une flûte de vin pétillant',
    draw: (r) =>
      `${bottle({ cx: 400, base: 800, h: 680, w: 200, glass: ['#3d5a2a', '#15230e'], kind: 'wine', title: 'Crémant', subtitle: 'de Wallonie · brut', labelColours: { bg: '#f7f1e3', ink: '#1c2a14', accent: '#a88a3a' } })}${drinkGlass(r, { cx: 660, base: 800, w: 150, h: 420, drink: ['#f5e3a0', '#e0c46a'], foam: false, flute: true })}`,
  },
  'CAD-TOTE': {
    palette: 'gift',
    alt: 'Sac en coton écru imprimé du logo Maison Lemaire, avec une baguette qui dépasse',
    draw: (r) =>
      `${shadow(500, 800, 300, 50)}<g transform="rotate(-18 560 420)">${loaf(r, { cx: 560, cy: 360, rx: 230, ry: 40, rotate: -60, scoring: 'diagonal', flour: 20 })}</g>
       <path d="M370 420 C370 230 470 230 470 420" stroke="#e4d9c3" stroke-width="26" fill="none"/><path d="M530 420 C530 230 630 230 630 420" stroke="#e4d9c3" stroke-width="26" fill="none"/>
       <path d="M300 400 L700 400 L730 800 L270 800Z" fill="#efe6d2"/><path d="M300 400 L700 400 L730 800 L270 800Z" fill="url(#crust)" opacity=".3"/><path d="M300 400 L700 400 L730 800 L270 800Z" fill="url(#shade)" opacity=".6"/>
       <circle cx="500" cy="590" r="110" fill="none" stroke="#8f3f14" stroke-width="6"/><text x="500" y="580" font-family="DejaVu Serif, serif" font-style="italic" font-weight="bold" font-size="44" fill="#8f3f14" text-anchor="middle">Maison</text>
       <text x="500" y="630" font-family="DejaVu Serif, serif" font-style="italic" font-weight="bold" font-size="44" fill="#8f3f14" text-anchor="middle">Lemaire</text>`,
  },
  'CAD-TASS': {
    palette: 'gift',
    alt: 'Tasse émaillée blanche au liseré bleu, remplie de café fumant',
    draw: () =>
      `${shadow(500, 790, 280, 45)}<path d="M690 500 C820 500 820 700 680 700" stroke="#f3f4f2" stroke-width="40" fill="none"/><path d="M690 500 C820 500 820 700 680 700" stroke="#1f3f7a" stroke-width="6" fill="none" opacity=".6"/>
       <path d="M300 440 L700 440 L680 760 Q680 790 650 790 L350 790 Q320 790 320 760Z" fill="#f7f7f4"/><path d="M300 440 L700 440 L680 760 Q680 790 650 790 L350 790 Q320 790 320 760Z" fill="url(#shade)"/>
       <ellipse cx="500" cy="440" rx="200" ry="44" fill="#1f3f7a"/><ellipse cx="500" cy="446" rx="184" ry="36" fill="#3b2213"/><ellipse cx="470" cy="440" rx="90" ry="12" fill="#7a4e30" opacity=".6"/>
       <path d="M322 770 Q500 800 678 770" stroke="#1f3f7a" stroke-width="10" fill="none"/>
       ${[430, 510, 580].map((x, i) => `<path d="M${x} 400 C${x - 30} ${340 - i * 10} ${x + 30} ${300 - i * 10} ${x} ${230 - i * 10}" stroke="#fff" stroke-width="14" fill="none" opacity=".22" stroke-linecap="round"/>`).join('')}`,
  },
  'CAD-TABL': {
    palette: 'gift',
    alt: 'Tablier en lin vert sauge suspendu à une patère, avec sa poche brodée',
    draw: () =>
      `<circle cx="500" cy="170" r="22" fill="#5a3a22"/><path d="M500 170 L380 300 M500 170 L620 300" stroke="#d9cfb8" stroke-width="10"/>
       ${shadow(520, 880, 240, 30, 0.3)}<path d="M380 300 L620 300 L630 470 L760 500 L740 880 L260 880 L240 500 L370 470Z" fill="#8aa08a"/>
       <path d="M380 300 L620 300 L630 470 L760 500 L740 880 L260 880 L240 500 L370 470Z" fill="url(#crust)" opacity=".35"/><path d="M380 300 L620 300 L630 470 L760 500 L740 880 L260 880 L240 500 L370 470Z" fill="url(#shade)"/>
       <path d="M240 500 L150 560 M760 500 L850 560" stroke="#d9cfb8" stroke-width="10" stroke-linecap="round"/>
       <rect x="400" y="600" width="200" height="150" rx="10" fill="#7a907a"/><rect x="410" y="610" width="180" height="130" rx="8" fill="none" stroke="#f2ecdc" stroke-width="3" stroke-dasharray="10 8"/>
       <text x="500" y="690" font-family="DejaVu Serif, serif" font-style="italic" font-size="34" fill="#f2ecdc" text-anchor="middle">ML</text>`,
  },
  'CAD-BOIT': {
    palette: 'gift',
    alt: 'Boîte cadeau gourmande nouée d’un ruban doré',
    draw: () =>
      `${shadow(500, 790, 330, 55)}<path d="M230 430 L650 430 L780 370 L360 370Z" fill="#a3262c"/><path d="M650 430 L780 370 L780 700 L650 790Z" fill="#6e1519"/>
       <rect x="230" y="430" width="420" height="360" fill="#b92e34"/><rect x="230" y="430" width="420" height="360" fill="url(#shade)" opacity=".5"/>
       <rect x="420" y="430" width="44" height="360" fill="#e3c56a"/><path d="M420 430 L464 430 L594 370 L550 370Z" fill="#f0d783"/><path d="M715 400 L715 745 L690 760 L690 415Z" fill="#b8983f"/>
       <path d="M442 400 C360 300 300 360 380 400Z" fill="#e9cd75" stroke="#b8983f" stroke-width="4"/><path d="M452 400 C540 290 600 360 520 400Z" fill="#e9cd75" stroke="#b8983f" stroke-width="4"/><circle cx="447" cy="400" r="20" fill="#d4b35a"/>
       <rect x="330" y="560" width="200" height="90" rx="6" fill="#fbf3e2"/><text x="430" y="615" font-family="DejaVu Serif, serif" font-style="italic" font-size="30" fill="#8f1f24" text-anchor="middle">Gourmandises</text>`,
  },
};

function strawberries(r: Random, cx: number, base: number) {
  let out = '';
  for (const [dx, dy] of [[0, 0], [90, 20], [-60, 30]] as const) {
    const x = cx + dx;
    const y = base - 40 + dy;
    let seeds = '';
    for (let i = 0; i < 14; i++) seeds += `<ellipse cx="${n(x + between(r, -28, 28))}" cy="${n(y + between(r, -10, 40))}" rx="2.5" ry="4" fill="#f6d77a"/>`;
    out += `${shadow(x, y + 52, 50, 10)}<path d="M${x - 45} ${y - 10} Q${x} ${y - 35} ${x + 45} ${y - 10} Q${x + 40} ${y + 50} ${x} ${y + 65} Q${x - 40} ${y + 50} ${x - 45} ${y - 10}Z" fill="#d6232f"/>${seeds}
      <path d="M${x - 35} ${y - 18} L${x} ${y - 5} L${x + 35} ${y - 18} L${x + 10} ${y - 28} L${x} ${y - 45} L${x - 10} ${y - 28}Z" fill="#3f7a2a"/>`;
  }
  return out;
}

function slice(r: Random, cx: number, base: number, spread: string) {
  return `${shadow(cx, base, 130, 22)}<path d="M${cx - 130} ${base - 20} Q${cx - 140} ${base - 200} ${cx} ${base - 210} Q${cx + 140} ${base - 200} ${cx + 130} ${base - 20}Z" fill="#8a4e1e"/>
    <path d="M${cx - 112} ${base - 28} Q${cx - 120} ${base - 185} ${cx} ${base - 192} Q${cx + 120} ${base - 185} ${cx + 112} ${base - 28}Z" fill="#ecd6a6"/>
    <path d="M${cx - 100} ${base - 40} Q${cx - 105} ${base - 170} ${cx} ${base - 176} Q${cx + 105} ${base - 170} ${cx + 100} ${base - 40}Z" fill="${spread}" opacity=".92"/>
    <path d="M${cx - 70} ${base - 140} Q${cx} ${base - 160} ${cx + 60} ${base - 130}" stroke="#fff" stroke-width="8" opacity=".25" fill="none" stroke-linecap="round"/>${flour(r, cx, base - 100, 0, 0, 0)}`;
}

// ——— Scenes of the shop ———

const SCENES: Record<string, { alt: string; draw: (r: Random, tex: { crust: string; wood: string }) => string }> = {
  // The home page's hero: the morning's bake on the table, light from the window.
  'fournee-du-matin': {
    alt: 'La fournée du matin sur la table du fournil : pains de campagne, baguettes et croissants dorés',
    draw: (r) => {
      const [W, H] = SCENE_STAGE;
      return `${set(W, H, PALETTES.bread)}
        <linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#bcd3e6"/><stop offset="1" stop-color="#f6e7c8"/></linearGradient>
        <rect x="90" y="80" width="520" height="560" rx="8" fill="url(#sky)"/><path d="M90 520 Q250 470 400 510 T610 490 L610 640 L90 640Z" fill="#9fb38a" opacity=".7"/><rect x="340" y="80" width="14" height="560" fill="#c9b08a"/><rect x="90" y="350" width="520" height="14" fill="#c9b08a"/>
        <rect x="90" y="80" width="520" height="560" rx="8" fill="none" stroke="#b89a70" stroke-width="16"/>
        <rect x="1020" y="230" width="480" height="18" fill="#7a5234"/><rect x="1020" y="430" width="480" height="18" fill="#7a5234"/>
        ${[1080, 1210, 1340, 1450].map((x) => loaf(r, { cx: x, cy: 195, rx: 62, ry: 42, bake: 'golden', scoring: 'single' })).join('')}
        ${[1100, 1260, 1420].map((x) => loaf(r, { cx: x, cy: 390, rx: 80, ry: 48, bake: 'dark', scoring: 'cross', flour: 30 })).join('')}
        ${shadow(520, 1020, 320, 60)}${loaf(r, { cx: 520, cy: 850, rx: 320, ry: 230, scoring: 'cross', flour: 500 })}
        ${shadow(1050, 1110, 520, 50)}${loaf(r, { cx: 1000, cy: 930, rx: 520, ry: 72, rotate: -9, scoring: 'diagonal', flour: 60 })}${loaf(r, { cx: 1060, cy: 1040, rx: 500, ry: 70, rotate: -6, bake: 'pale', scoring: 'diagonal', flour: 60 })}
        ${shadow(1330, 905, 190, 34)}${croissant(1330, 760, 170)}
        ${flour(r, 800, 1130, 600, 50, 400)}${finish(W, H)}`;
    },
  },
  comptoir: {
    alt: 'Le comptoir de la boulangerie, ses étagères de pains et ses viennoiseries en vitrine',
    draw: (r) => {
      const [W, H] = SCENE_STAGE;
      let tiles = '';
      for (let y = 0; y < 700; y += 52) for (let x = (y / 52) % 2 ? -50 : 0; x < W; x += 104) tiles += `<rect x="${x + 2}" y="${y + 2}" width="100" height="48" rx="4" fill="#f4f1ea"/>`;
      let shelves = '';
      for (const [i, y] of [220, 420].entries()) {
        shelves += `<rect x="120" y="${y}" width="1360" height="22" fill="#6a4128"/><rect x="120" y="${y + 22}" width="1360" height="10" fill="#000" opacity=".15"/>`;
        for (let x = 200; x < 1450; x += 150) shelves += loaf(r, { cx: x, cy: y - 45, rx: 66, ry: 46, bake: i ? 'dark' : 'golden', scoring: i ? 'cross' : 'single', flour: 20 });
      }
      let basket = '';
      for (let i = 0; i < 7; i++) basket += loaf(r, { cx: 330 + i * 24, cy: 640, rx: 190, ry: 26, rotate: -72 + i * 5, scoring: 'diagonal' });
      return `<rect width="${W}" height="${H}" fill="#e7e1d6"/>${tiles}${shelves}${basket}
        <rect x="0" y="760" width="${W}" height="40" fill="#4a2e1c"/><rect x="0" y="800" width="${W}" height="400" fill="#7a5234"/><rect x="0" y="800" width="${W}" height="400" fill="url(#wood)" opacity=".6"/>
        ${[0, 400, 800, 1200].map((x) => `<rect x="${x + 30}" y="840" width="340" height="320" rx="6" fill="none" stroke="#4a2e1c" stroke-width="8" opacity=".6"/>`).join('')}
        <rect x="700" y="560" width="760" height="200" rx="10" fill="#fff" opacity=".25"/><rect x="700" y="560" width="760" height="200" rx="10" fill="none" stroke="#fff" stroke-width="4" opacity=".6"/>
        ${[800, 960, 1120, 1280].map((x) => croissant(x, 650, 70)).join('')}${[860, 1040, 1220, 1380].map((x) => `${shadow(x, 758, 50, 8)}<ellipse cx="${x}" cy="${740}" rx="50" ry="18" fill="#3a1a0b"/>`).join('')}
        ${shadow(330, 760, 230, 30)}<path d="M180 640 L480 640 L450 760 L210 760Z" fill="#b98a50"/>${Array.from({ length: 6 }, (_, i) => `<path d="M185 ${652 + i * 20} L475 ${652 + i * 20}" stroke="#8a5e2e" stroke-width="5"/>`).join('')}
        ${finish(W, H)}`;
    },
  },
  fournil: {
    alt: 'Le fournil : le four à sole en briques, sa lueur orangée et les pains qui lèvent sur le plan de travail',
    draw: (r) => {
      const [W, H] = SCENE_STAGE;
      let bricks = '';
      for (let y = 0; y < 780; y += 44) for (let x = (y / 44) % 2 ? -60 : 0; x < W; x += 120) bricks += `<rect x="${x + 3}" y="${y + 3}" width="114" height="38" rx="3" fill="${['#a4553a', '#b4623f', '#8f4830', '#a85c3c'][Math.floor(r() * 4)]}"/>`;
      let dough = '';
      for (let i = 0; i < 5; i++) dough += `${shadow(780 + i * 150, 980, 70, 12)}<ellipse cx="${780 + i * 150}" cy="950" rx="68" ry="40" fill="#f4e8d2"/><ellipse cx="${770 + i * 150}" cy="938" rx="40" ry="16" fill="#fff" opacity=".5"/>`;
      return `<rect width="${W}" height="${H}" fill="#6e3a26"/>${bricks}
        <rect y="0" width="${W}" height="780" fill="#1a0a04" opacity=".25"/>
        <path d="M180 780 L180 420 Q500 140 820 420 L820 780Z" fill="#3a1a0e"/><path d="M250 780 L250 450 Q500 230 750 450 L750 780Z" fill="#140703"/>
        <ellipse cx="500" cy="650" rx="300" ry="230" fill="url(#glow)" opacity=".9"/>
        ${[380, 500, 620].map((x) => loaf(r, { cx: x, cy: 700, rx: 52, ry: 36, bake: 'golden', scoring: 'single' })).join('')}
        <rect x="0" y="780" width="${W}" height="420" fill="#b48a5e"/><rect x="0" y="780" width="${W}" height="420" fill="url(#wood)" opacity=".55"/>
        ${flour(r, 1000, 1000, 560, 140, 900)}${dough}
        ${shadow(380, 1080, 300, 40)}<g transform="rotate(-6 380 1000)"><rect x="60" y="980" width="480" height="16" rx="8" fill="#8a5e34"/><rect x="500" y="940" width="260" height="100" rx="30" fill="#a77443"/></g>
        ${finish(W, H)}`;
    },
  },
  devanture: {
    alt: 'La devanture de Maison Lemaire place Flagey : store rayé, vitrine éclairée et pains en étalage',
    draw: (r) => {
      const [W, H] = SCENE_STAGE;
      let stripes = '';
      for (let x = 0; x < 1400; x += 100) stripes += `<path d="M${100 + x} 300 L${150 + x} 300 L${160 + x} 430 L${100 + x} 430Z" fill="#7e1f27"/>`;
      let scallops = '';
      for (let x = 100; x < 1500; x += 60) scallops += `<path d="M${x} 430 Q${x + 30} 470 ${x + 60} 430Z" fill="${(x / 60) % 2 ? '#f3e7cf' : '#7e1f27'}"/>`;
      let cobbles = '';
      for (let y = 1040; y < H; y += 40) for (let x = (y / 40) % 2 ? -30 : 0; x < W; x += 60) cobbles += `<rect x="${x + 2}" y="${y + 2}" width="56" height="36" rx="10" fill="${['#8c8a86', '#7d7b77', '#9a9893'][Math.floor(r() * 3)]}"/>`;
      return `<rect width="${W}" height="${H}" fill="#e9dfcc"/><rect width="${W}" height="${H}" fill="url(#crust)" opacity=".15"/>
        <rect x="60" y="130" width="1480" height="140" fill="#2f3b33"/><text x="800" y="228" font-family="DejaVu Serif, serif" font-style="italic" font-weight="bold" font-size="84" fill="#e9cd85" text-anchor="middle">Maison Lemaire</text>
        <rect x="100" y="300" width="1400" height="130" fill="#f3e7cf"/>${stripes}${scallops}
        <rect x="100" y="470" width="880" height="520" fill="#2a1d14"/><rect x="120" y="490" width="840" height="480" fill="#ffd9a0" opacity=".35"/><ellipse cx="540" cy="700" rx="420" ry="260" fill="url(#glow)" opacity=".45"/>
        <rect x="140" y="760" width="800" height="16" fill="#6a4128"/>${[220, 360, 500, 640, 780, 900].map((x) => loaf(r, { cx: x, cy: 720, rx: 60, ry: 42, scoring: 'cross', flour: 15 })).join('')}
        <rect x="140" y="900" width="800" height="16" fill="#6a4128"/>${[250, 420, 590, 760].map((x) => croissant(x, 840, 60)).join('')}
        <rect x="100" y="470" width="880" height="520" fill="url(#glass)" opacity=".6"/><rect x="100" y="470" width="880" height="520" fill="none" stroke="#2f3b33" stroke-width="20"/>
        <rect x="1060" y="470" width="360" height="570" fill="#2f3b33"/><rect x="1100" y="510" width="280" height="300" fill="#ffd9a0" opacity=".4"/><rect x="1100" y="510" width="280" height="300" fill="url(#glass)"/><circle cx="1370" cy="880" r="12" fill="#e9cd85"/>
        <rect x="0" y="1040" width="${W}" height="${H - 1040}" fill="#8c8a86"/>${cobbles}
        ${[1000, 1480].map((x) => `<path d="M${x - 45} 950 L${x + 45} 950 L${x + 35} 1040 L${x - 35} 1040Z" fill="#9a5a3a"/><circle cx="${x}" cy="900" r="70" fill="#4f7a3a"/><circle cx="${x - 30}" cy="880" r="40" fill="#6a9a4a"/>`).join('')}
        ${finish(W, H)}`;
    },
  },
};

const grains = new Map<string, Buffer>();

/**
 * Film grain: mid-grey noise blended soft-light over the picture (seeded, made once per size). Faint on
 * purpose: noise is what image codecs compress worst (at ±34 the WebP renditions weighed twice as much).
 */
function grain(width: number, height: number): Buffer {
  const key = `${width}x${height}`;
  const made = grains.get(key);
  if (made) return made;
  const random = seededRandom(width * 7919 + height);
  const pixels = Buffer.alloc(width * height * 3);
  for (let i = 0; i < width * height; i++) {
    const value = 128 + Math.round((random() + random() - 1) * 12);
    pixels[i * 3] = value;
    pixels[i * 3 + 1] = value;
    pixels[i * 3 + 2] = value;
  }
  grains.set(key, pixels);
  return pixels;
}

/** `layers` (SVG documents or rendered images) stacked, the film grain on top, as a JPEG. */
async function rasterise(layers: (string | Buffer)[], width: number, height: number): Promise<Buffer> {
  const [base, ...above] = layers.map((layer) => (typeof layer === 'string' ? Buffer.from(layer) : layer));
  return sharp(base)
    .composite([...above.map((input) => ({ input })), { input: grain(width, height), raw: { width, height, channels: 3 }, blend: 'soft-light' }])
    .jpeg({ quality: 84, chromaSubsampling: '4:2:0' })
    .toBuffer();
}

const svgDocument = (width: number, height: number, body: string, stage = width) =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${stage} ${n((stage * height) / width)}">${body}</svg>`;

// The set (wall and table of each palette) and the light over it are the same for every product: rendered
// once, then only the product itself is drawn per photo.
const layers = new Map<string, Promise<Buffer>>();
function layer(key: string, svg: () => string): Promise<Buffer> {
  let made = layers.get(key);
  if (!made) {
    made = sharp(Buffer.from(svg())).png({ compressionLevel: 0 }).toBuffer();
    layers.set(key, made);
  }
  return made;
}

/** The photo of the product `sku`, or null when the demo has none for it. */
export async function demoProductPhoto(sku: string): Promise<DemoPhoto | null> {
  const drawing = PRODUCTS[sku];
  if (!drawing) return null;
  const tex = await textures();
  const seed = hash(sku);
  const size = PRODUCT_SIZE;
  const document = (body: string) => svgDocument(size, size, `${defs(tex)}${body}`, STAGE);
  const backdrop = await layer(`set:${drawing.palette}`, () => document(set(STAGE, STAGE, PALETTES[drawing.palette])));
  const light = await layer('light', () => document(finish(STAGE, STAGE)));
  // Brought closer than drawn: the product fills the frame of a square card.
  const product = document(`<g transform="translate(500 640) scale(1.22) translate(-500 -640)">${drawing.draw(seededRandom(seed))}</g>`);
  return { key: sku, filename: `${sku.toLowerCase()}.jpg`, alt: drawing.alt, bytes: await rasterise([backdrop, product, light], size, size) };
}

/** A scene of the shop by name (see DEMO_SCENES). */
export async function demoScenePhoto(name: DemoScene): Promise<DemoPhoto> {
  const scene = SCENES[name]!;
  const tex = await textures();
  const seed = hash(name);
  const [width, height] = SCENE_SIZE;
  const body = `${defs(tex)}${scene.draw(seededRandom(seed), tex)}`;
  return { key: name, filename: `${name}.jpg`, alt: scene.alt, bytes: await rasterise([svgDocument(width, height, body, SCENE_STAGE[0])], width, height) };
}

export const DEMO_SCENES = ['fournee-du-matin', 'comptoir', 'fournil', 'devanture'] as const;
export type DemoScene = (typeof DEMO_SCENES)[number];

/** The SKUs the demo has a photo for. */
export const DEMO_PHOTO_SKUS = Object.keys(PRODUCTS);

function hash(text: string): number {
  let h = 2166136261;
  for (const char of text) h = Math.imul(h ^ char.charCodeAt(0), 16777619);
  return h >>> 0;
}
