import { generatedSubtypeOf, isGeneratedId } from './generate-catalogue.js';
import { pictureView, PICTURE_HEIGHT, PICTURE_WIDTH, type PictureView } from './picture-plan.js';
import { propertySeeds } from './properties.js';
import { projects } from './projects.js';
import { SUBTYPES, type PictureStyle } from './property-types.js';
import { createPicker, hash32, type Picker } from './random.js';

/**
 * Property pictures, drawn instead of downloaded: a flat-style illustration of the building
 * (or of a room) in a fixed 1360×906 drawing scaled to the size asked for. The same property
 * and index always give the same SVG; the API turns it into JPEG/WebP. No text is drawn.
 */

const W = PICTURE_WIDTH;
const H = PICTURE_HEIGHT;
const HORIZON = 640;

const PICTURE_STYLES: readonly PictureStyle[] = [
  'house',
  'townhouse',
  'villa',
  'farm',
  'apartment',
  'office',
  'shop',
  'garage',
  'land',
];

let knownStyles: Map<number, PictureStyle> | undefined;

/** The style that matches what the property is; projects are apartment buildings. */
export function pictureStyleOf(ownerId: number): PictureStyle {
  knownStyles ??= new Map<number, PictureStyle>([
    ...propertySeeds.map((seed): [number, PictureStyle] => [seed.id, SUBTYPES[seed.kind].picture]),
    ...projects.map((project): [number, PictureStyle] => [project.ID, 'apartment']),
  ]);
  const known = knownStyles.get(ownerId);
  if (known) return known;
  if (isGeneratedId(ownerId)) return SUBTYPES[generatedSubtypeOf(ownerId)].picture;
  // Anything else (the banner is id 0): a Flemish street.
  return ownerId === 0 ? 'townhouse' : (PICTURE_STYLES[hash32(ownerId) % PICTURE_STYLES.length] ?? 'house');
}

// --- tiny SVG writer -------------------------------------------------------------------------

const r1 = (v: number) => Math.round(v * 10) / 10;

function attrs(values: Record<string, string | number | undefined>): string {
  return Object.entries(values)
    .filter(([, value]) => value !== undefined)
    .map(([key, value]) => `${key}="${typeof value === 'number' ? r1(value) : value}"`)
    .join(' ');
}

const rect = (x: number, y: number, w: number, h: number, fill: string, extra: Record<string, string | number> = {}) =>
  `<rect ${attrs({ x, y, width: Math.max(0, w), height: Math.max(0, h), fill, ...extra })}/>`;
const circle = (cx: number, cy: number, r: number, fill: string, extra: Record<string, string | number> = {}) =>
  `<circle ${attrs({ cx, cy, r, fill, ...extra })}/>`;
const ellipse = (
  cx: number,
  cy: number,
  rx: number,
  ry: number,
  fill: string,
  extra: Record<string, string | number> = {},
) => `<ellipse ${attrs({ cx, cy, rx, ry, fill, ...extra })}/>`;
const polygon = (
  points: ReadonlyArray<readonly [number, number]>,
  fill: string,
  extra: Record<string, string | number> = {},
) => `<polygon ${attrs({ points: points.map(([x, y]) => `${r1(x)},${r1(y)}`).join(' '), fill, ...extra })}/>`;
// Colours stay #rrggbb with a separate opacity: some rasterisers ignore #rrggbbaa.
const line = (x1: number, y1: number, x2: number, y2: number, stroke: string, width: number, opacity = 1) =>
  `<line ${attrs({ x1, y1, x2, y2, stroke, 'stroke-width': width, 'stroke-linecap': 'round', 'stroke-opacity': opacity === 1 ? undefined : opacity })}/>`;
const path = (d: string, fill: string, extra: Record<string, string | number> = {}) =>
  `<path ${attrs({ d, fill, ...extra })}/>`;

// --- palettes --------------------------------------------------------------------------------

interface Sky {
  top: string;
  bottom: string;
  sun: string;
  hills: string;
}
const SKIES: readonly Sky[] = [
  { top: '#4f8fcf', bottom: '#cfe6f5', sun: '#fff6cc', hills: '#9dbf9a' },
  { top: '#79aed6', bottom: '#f4e6cb', sun: '#ffeab0', hills: '#a9c29a' },
  { top: '#e8935a', bottom: '#fbe0b5', sun: '#fff2d9', hills: '#b49f86' },
  { top: '#8ea6bf', bottom: '#e2e8ee', sun: '#f8f8f4', hills: '#9fb0a2' },
  { top: '#3c6ea6', bottom: '#aad3ef', sun: '#fffbe8', hills: '#88b08a' },
];
const WALLS = ['#b5553c', '#a8492f', '#c79f7a', '#ebe4d6', '#d9cfbf', '#8f9499', '#f2ede5', '#9e5c3d', '#c7b299'];
const ROOFS = ['#3a3f47', '#7a3b2e', '#4d3c33', '#5c6670', '#8b4a32'];
const DOORS = ['#2f4858', '#7b2d26', '#33532f', '#1f2d3d', '#8a6d3b', '#5d3a5a'];
const SHUTTERS = ['#46735a', '#8c2f2f', '#3f5f7f', '#6b5a3a'];
const LAWNS = ['#6f9d52', '#7fb069', '#5f8f4e', '#86a85e'];
const CANOPIES = ['#386641', '#4f772d', '#5f8d4e', '#2d6a4f', '#6a8f3a'];
const INTERIOR_WALLS = ['#efe9e1', '#e6ded3', '#dfe5df', '#ece3d6', '#e4e7ec', '#f3efe8'];
const FLOORS = ['#b98b5e', '#a47551', '#c9a47a', '#8d6748', '#d2b48c'];
const FABRICS = ['#4a6670', '#8c5a4a', '#6d7f5e', '#3f4a63', '#b08a5a', '#7a6c8f', '#5f7d8c'];
const ACCENTS = ['#d98e48', '#c2584a', '#e0b34a', '#4f8a8b', '#8fae7c', '#6b7fb5'];

interface Look {
  wall: string;
  wall2: string;
  roof: string;
  door: string;
  shutter: string;
  lawn: string;
  trim: string;
}

// --- shared pieces ---------------------------------------------------------------------------

function pane(x: number, y: number, w: number, h: number, ids: Ids, trim = '#f5f1ea', mullions = true): string {
  const frame = Math.max(3, w * 0.07);
  let svg = rect(x - frame, y - frame, w + frame * 2, h + frame * 2, trim);
  svg += rect(x, y, w, h, `url(#${ids.glass})`);
  if (mullions) {
    svg += rect(x + w / 2 - frame / 3, y, (frame * 2) / 3, h, trim);
    if (h > w * 0.9) svg += rect(x, y + h * 0.45 - frame / 3, w, (frame * 2) / 3, trim);
  }
  return svg;
}

function tree(x: number, ground: number, size: number, rng: Picker): string {
  const kind = rng.int(0, 2);
  const canopy = rng.pick(CANOPIES);
  const trunk = '#6b4a32';
  if (kind === 0) {
    return (
      rect(x - size * 0.08, ground - size * 0.9, size * 0.16, size * 0.9, trunk) +
      circle(x - size * 0.28, ground - size * 1.05, size * 0.42, canopy) +
      circle(x + size * 0.3, ground - size * 1.1, size * 0.38, canopy) +
      circle(x, ground - size * 1.45, size * 0.5, canopy) +
      circle(x - size * 0.12, ground - size * 1.55, size * 0.22, '#ffffff', { opacity: 0.08 })
    );
  }
  if (kind === 1) {
    // A conifer.
    return (
      rect(x - size * 0.06, ground - size * 0.35, size * 0.12, size * 0.35, trunk) +
      polygon(
        [
          [x - size * 0.55, ground - size * 0.3],
          [x + size * 0.55, ground - size * 0.3],
          [x, ground - size * 1.3],
        ],
        canopy,
      ) +
      polygon(
        [
          [x - size * 0.42, ground - size * 0.85],
          [x + size * 0.42, ground - size * 0.85],
          [x, ground - size * 1.9],
        ],
        canopy,
      )
    );
  }
  // A poplar, the tall tree of Flemish fields.
  return (
    rect(x - size * 0.05, ground - size * 0.5, size * 0.1, size * 0.5, trunk) +
    ellipse(x, ground - size * 1.35, size * 0.3, size * 1.0, canopy)
  );
}

function cloud(x: number, y: number, s: number): string {
  return (
    `<g opacity="0.9">` +
    ellipse(x, y, 70 * s, 26 * s, '#ffffff') +
    ellipse(x - 45 * s, y + 8 * s, 45 * s, 20 * s, '#ffffff') +
    ellipse(x + 50 * s, y + 6 * s, 50 * s, 22 * s, '#ffffff') +
    ellipse(x + 10 * s, y - 18 * s, 42 * s, 24 * s, '#ffffff') +
    `</g>`
  );
}

// --- buildings -------------------------------------------------------------------------------

type Draw = (cx: number, ground: number, s: number, look: Look, rng: Picker, ids: Ids) => string;

const drawHouse: Draw = (cx, ground, s, look, rng, ids) => {
  const w = 420 * s;
  const h = 250 * s;
  const x = cx - w / 2;
  const top = ground - h;
  const hip = rng.chance(0.4);
  let svg = '';
  // Chimney first, so the roof covers its foot.
  svg += rect(x + w * 0.7, top - 150 * s, 34 * s, 110 * s, look.wall2);
  svg += rect(x, top, w, h, look.wall);
  svg += hip
    ? polygon(
        [
          [x - 24 * s, top],
          [x + w + 24 * s, top],
          [x + w * 0.78, top - 140 * s],
          [x + w * 0.22, top - 140 * s],
        ],
        look.roof,
      )
    : polygon(
        [
          [x - 24 * s, top],
          [x + w + 24 * s, top],
          [cx, top - 165 * s],
        ],
        look.roof,
      );
  svg += rect(x - 24 * s, top - 4 * s, w + 48 * s, 10 * s, look.trim, { opacity: 0.9 });
  // Upper floor: three windows; ground floor: two windows and the door.
  for (let i = 0; i < 3; i += 1) svg += pane(x + w * (0.14 + i * 0.27), top + 28 * s, 62 * s, 72 * s, ids, look.trim);
  svg += pane(x + w * 0.12, top + 140 * s, 70 * s, 80 * s, ids, look.trim);
  svg += pane(x + w * 0.7, top + 140 * s, 70 * s, 80 * s, ids, look.trim);
  svg += rect(cx - 30 * s, ground - 110 * s, 60 * s, 110 * s, look.door);
  svg += circle(cx + 18 * s, ground - 55 * s, 4 * s, '#d9c27a');
  svg += rect(cx - 40 * s, ground - 6 * s, 80 * s, 6 * s, '#9a9a9a');
  return svg;
};

/** A row of narrow town houses with stepped, pointed or flat gables. */
const drawTownhouses: Draw = (cx, ground, s, look, rng, ids) => {
  const count = 3;
  const widths = Array.from({ length: count }, () => rng.int(150, 200) * s);
  const total = widths.reduce((sum, w) => sum + w, 0);
  let x = cx - total / 2;
  let svg = '';
  widths.forEach((w, i) => {
    const h = rng.int(270, 360) * s;
    const top = ground - h;
    const wall = i === 1 ? look.wall : rng.pick(WALLS);
    const gable = rng.int(0, 2);
    if (gable === 0) {
      // Stepped gable (trapgevel).
      const steps = 4;
      const stepW = w / (steps * 2 + 1);
      const stepH = 26 * s;
      const pts: Array<[number, number]> = [[x, top]];
      for (let k = 0; k < steps; k += 1) {
        pts.push(
          [x + stepW * k, top - stepH * k],
          [x + stepW * (k + 1), top - stepH * k],
          [x + stepW * (k + 1), top - stepH * (k + 1)],
        );
      }
      pts.push([x + w - stepW * steps, top - stepH * steps]);
      for (let k = steps; k > 0; k -= 1) {
        pts.push([x + w - stepW * k, top - stepH * (k - 1)], [x + w - stepW * (k - 1), top - stepH * (k - 1)]);
      }
      pts.push([x + w, top]);
      svg += polygon(pts, wall);
    } else if (gable === 1) {
      svg += polygon(
        [
          [x, top],
          [x + w, top],
          [x + w / 2, top - 95 * s],
        ],
        wall,
      );
      svg += polygon(
        [
          [x + 6 * s, top],
          [x + w - 6 * s, top],
          [x + w / 2, top - 85 * s],
        ],
        look.roof,
        { opacity: 0.25 },
      );
    } else {
      svg += rect(x - 6 * s, top - 16 * s, w + 12 * s, 16 * s, look.trim);
    }
    svg += rect(x, top, w, h, wall);
    const rows = Math.max(2, Math.floor((h - 130 * s) / (95 * s)));
    for (let row = 0; row < rows; row += 1) {
      for (let col = 0; col < 2; col += 1) {
        svg += pane(x + w * (0.16 + col * 0.42), top + 28 * s + row * 95 * s, w * 0.26, 66 * s, ids, look.trim);
      }
    }
    svg += rect(x + w * 0.58, ground - 100 * s, w * 0.24, 100 * s, i === 1 ? look.door : rng.pick(DOORS));
    svg += pane(x + w * 0.14, ground - 92 * s, w * 0.3, 70 * s, ids, look.trim);
    svg += line(x, top, x, ground, '#000000', 1.5 * s);
    x += w;
  });
  return svg;
};

const drawVilla: Draw = (cx, ground, s, look, rng, ids) => {
  const lowW = 560 * s;
  const lowH = 165 * s;
  const upW = 330 * s;
  const upH = 140 * s;
  const x = cx - lowW / 2;
  const upX = rng.chance(0.5) ? x + 30 * s : x + lowW - upW - 30 * s;
  const cladding = rng.pick(['#5b4636', '#3b3f45', '#7a5c43']);
  let svg = '';
  svg += rect(upX, ground - lowH - upH, upW, upH, cladding);
  for (let k = 1; k < 12; k += 1)
    svg += line(upX + (upW / 12) * k, ground - lowH - upH, upX + (upW / 12) * k, ground - lowH, '#000000', 1);
  svg += rect(upX + upW * 0.12, ground - lowH - upH + 28 * s, upW * 0.76, upH - 52 * s, `url(#${ids.glass})`);
  svg += rect(upX - 8 * s, ground - lowH - upH - 10 * s, upW + 16 * s, 10 * s, '#2b2b2b');
  svg += rect(x, ground - lowH, lowW, lowH, look.trim === '#f5f1ea' ? '#f4f1ec' : look.trim);
  svg += rect(x - 10 * s, ground - lowH - 10 * s, lowW + 20 * s, 10 * s, '#2b2b2b');
  // Floor-to-ceiling glazing with slim frames.
  const panes = 4;
  for (let k = 0; k < panes; k += 1) {
    const px = x + 40 * s + k * 95 * s;
    svg += rect(px, ground - lowH + 22 * s, 86 * s, lowH - 22 * s, `url(#${ids.glass})`);
    svg += rect(px - 3 * s, ground - lowH + 22 * s, 3 * s, lowH - 22 * s, '#2b2b2b');
  }
  svg += rect(x + lowW - 120 * s, ground - 120 * s, 64 * s, 120 * s, look.door);
  if (rng.chance(0.6)) {
    // A pool in front of the terrace.
    svg += rect(x - 40 * s, ground + 8 * s, lowW + 80 * s, 26 * s, '#d9d2c5');
    svg += ellipse(cx, ground + 60 * s, 240 * s, 28 * s, '#4fb3d9');
    svg += ellipse(cx - 60 * s, ground + 55 * s, 90 * s, 8 * s, '#bfe8f5', { opacity: 0.7 });
  }
  return svg;
};

const drawFarm: Draw = (cx, ground, s, look, rng, ids) => {
  const w = 500 * s;
  const h = 165 * s;
  const x = cx - w / 2 - 80 * s;
  const top = ground - h;
  const thatch = rng.chance(0.3);
  let svg = '';
  // The barn beside the house.
  const bx = x + w + 20 * s;
  const bw = 240 * s;
  svg += rect(bx, ground - 200 * s, bw, 200 * s, '#7a4e32');
  for (let k = 1; k < 10; k += 1)
    svg += line(bx + (bw / 10) * k, ground - 200 * s, bx + (bw / 10) * k, ground, '#5c3a24', 2 * s);
  svg += polygon(
    [
      [bx - 14 * s, ground - 200 * s],
      [bx + bw + 14 * s, ground - 200 * s],
      [bx + bw / 2, ground - 320 * s],
    ],
    look.roof,
  );
  svg += rect(bx + bw * 0.3, ground - 130 * s, bw * 0.4, 130 * s, '#4a2f1f');
  svg += line(bx + bw * 0.3, ground - 130 * s, bx + bw * 0.7, ground, '#8a6040', 4 * s);
  svg += line(bx + bw * 0.7, ground - 130 * s, bx + bw * 0.3, ground, '#8a6040', 4 * s);
  // The long, low farmhouse.
  svg += rect(x, top, w, h, rng.pick(['#f1ece2', '#e8e0cf', '#c9b79c']));
  svg += polygon(
    [
      [x - 20 * s, top],
      [x + w + 20 * s, top],
      [x + w - 60 * s, top - 150 * s],
      [x + 60 * s, top - 150 * s],
    ],
    thatch ? '#a88b56' : look.roof,
  );
  for (let i = 0; i < 4; i += 1) {
    const wx = x + 50 * s + i * 112 * s;
    if (i === 2) {
      svg += rect(wx, ground - 105 * s, 56 * s, 105 * s, look.door);
      continue;
    }
    svg += rect(wx - 20 * s, top + 48 * s, 18 * s, 66 * s, look.shutter);
    svg += rect(wx + 58 * s, top + 48 * s, 18 * s, 66 * s, look.shutter);
    svg += pane(wx, top + 48 * s, 56 * s, 66 * s, ids, '#ffffff');
  }
  return svg;
};

const drawApartments: Draw = (cx, ground, s, look, rng, ids) => {
  const floors = rng.int(4, 7);
  const cols = rng.int(4, 6);
  const floorH = 70 * s;
  const w = cols * 82 * s + 40 * s;
  const h = floors * floorH + 40 * s;
  const x = cx - w / 2;
  const top = ground - h;
  let svg = '';
  // A lower neighbour, partly hidden.
  const nw = 200 * s;
  svg += rect(x - nw + 30 * s, ground - 3 * floorH, nw, 3 * floorH, rng.pick(WALLS), { opacity: 0.85 });
  svg += rect(x, top, w, h, look.wall);
  svg += rect(x - 8 * s, top - 12 * s, w + 16 * s, 14 * s, '#4a4f55');
  const balconies = rng.chance(0.6);
  for (let f = 0; f < floors; f += 1) {
    const fy = top + 30 * s + f * floorH;
    for (let c = 0; c < cols; c += 1) {
      const wx = x + 28 * s + c * 82 * s;
      svg += pane(wx, fy, 52 * s, 48 * s, ids, look.trim, false);
      if (balconies && c % 2 === 1 && f < floors - 1) {
        svg += rect(wx - 14 * s, fy + 48 * s, 80 * s, 5 * s, '#6d737a');
        svg += rect(wx - 14 * s, fy + 30 * s, 80 * s, 18 * s, '#9aa3ad', { opacity: 0.45 });
      }
    }
  }
  svg += rect(cx - 60 * s, ground - 70 * s, 120 * s, 70 * s, `url(#${ids.glass})`);
  svg += rect(cx - 70 * s, ground - 78 * s, 140 * s, 8 * s, '#4a4f55');
  return svg;
};

const drawOffice: Draw = (cx, ground, s, _look, rng, ids) => {
  const floors = rng.int(5, 8);
  const w = 460 * s;
  const floorH = 62 * s;
  const h = floors * floorH + 30 * s;
  const x = cx - w / 2;
  const top = ground - h;
  let svg = rect(x, top, w, h, `url(#${ids.glass})`);
  for (let f = 0; f <= floors; f += 1) svg += rect(x, top + 30 * s + f * floorH - 6 * s, w, 8 * s, '#5b6470');
  for (let k = 0; k <= 8; k += 1) svg += rect(x + (w / 8) * k - 2 * s, top, 4 * s, h, '#5b6470');
  svg += rect(x - 10 * s, top - 14 * s, w + 20 * s, 14 * s, '#3d434b');
  svg += rect(cx - 70 * s, ground - 80 * s, 140 * s, 80 * s, '#2f3a46');
  return svg;
};

const drawShop: Draw = (cx, ground, s, look, rng, ids) => {
  const w = 440 * s;
  const h = 330 * s;
  const x = cx - w / 2;
  const top = ground - h;
  const awning = rng.pick(ACCENTS);
  let svg = rect(x, top, w, h, look.wall);
  svg += rect(x - 10 * s, top - 18 * s, w + 20 * s, 18 * s, look.trim);
  for (let row = 0; row < 2; row += 1) {
    for (let col = 0; col < 3; col += 1)
      svg += pane(x + 45 * s + col * 135 * s, top + 30 * s + row * 95 * s, 80 * s, 66 * s, ids, look.trim);
  }
  // Shop front with a striped awning.
  svg += rect(x + 20 * s, ground - 130 * s, w - 40 * s, 130 * s, '#2f3540');
  svg += rect(x + 36 * s, ground - 116 * s, w * 0.55, 108 * s, `url(#${ids.glass})`);
  svg += rect(x + w * 0.7, ground - 116 * s, w * 0.2, 116 * s, `url(#${ids.glass})`);
  const stripes = 9;
  const stripeW = (w - 20 * s) / stripes;
  for (let k = 0; k < stripes; k += 1) {
    svg += polygon(
      [
        [x + 10 * s + k * stripeW, ground - 165 * s],
        [x + 10 * s + (k + 1) * stripeW, ground - 165 * s],
        [x + 10 * s + (k + 1) * stripeW, ground - 138 * s],
        [x + 10 * s + (k + 0.5) * stripeW, ground - 128 * s],
        [x + 10 * s + k * stripeW, ground - 138 * s],
      ],
      k % 2 === 0 ? awning : '#fbf7ef',
    );
  }
  return svg;
};

const drawGarages: Draw = (cx, ground, s, look, rng) => {
  const doors = rng.int(3, 4);
  const doorW = 120 * s;
  const w = doors * (doorW + 24 * s) + 24 * s;
  const h = 150 * s;
  const x = cx - w / 2;
  const doorColour = rng.pick(['#c8ccd0', '#7b8794', '#e2dccf', '#5d6d7e']);
  let svg = rect(x, ground - h, w, h, look.wall);
  svg += rect(x - 8 * s, ground - h - 12 * s, w + 16 * s, 12 * s, '#4a4f55');
  for (let d = 0; d < doors; d += 1) {
    const dx = x + 24 * s + d * (doorW + 24 * s);
    svg += rect(dx, ground - 118 * s, doorW, 118 * s, doorColour);
    for (let k = 1; k < 6; k += 1)
      svg += line(dx, ground - 118 * s + k * 20 * s, dx + doorW, ground - 118 * s + k * 20 * s, '#000000', 2 * s, 0.2);
  }
  // Asphalt in front.
  svg += rect(x - 60 * s, ground, w + 120 * s, 40 * s, '#7d7f82');
  return svg;
};

/** Building land: furrows, a fence and the trees around it. */
function drawLand(ground: number, look: Look, rng: Picker): string {
  let svg = '';
  for (let k = 0; k < 9; k += 1) {
    const y = ground + 18 + k * k * 3.4;
    svg += line(0, y, W, y + (k % 2 === 0 ? 6 : -6), '#000000', 3 + k * 0.6, 0.08);
  }
  const posts = 16;
  for (let k = 0; k <= posts; k += 1) {
    const px = 80 + (k * (W - 160)) / posts;
    svg += rect(px - 3, ground + 40, 6, 46, '#8a6a4a');
  }
  svg += line(80, ground + 52, W - 80, ground + 52, '#8a6a4a', 3);
  svg += line(80, ground + 72, W - 80, ground + 72, '#8a6a4a', 3);
  // Houses of the neighbours, far away.
  for (let k = 0; k < 3; k += 1) {
    const hx = rng.int(120, W - 260);
    svg += rect(hx, ground - 42, 90, 42, rng.pick(WALLS), { opacity: 0.8 });
    svg += polygon(
      [
        [hx - 6, ground - 42],
        [hx + 96, ground - 42],
        [hx + 45, ground - 78],
      ],
      look.roof,
      { opacity: 0.8 },
    );
  }
  return svg;
}

const DRAW: Record<Exclude<PictureStyle, 'land'>, Draw> = {
  house: drawHouse,
  townhouse: drawTownhouses,
  villa: drawVilla,
  farm: drawFarm,
  apartment: drawApartments,
  office: drawOffice,
  shop: drawShop,
  garage: drawGarages,
};

// --- scenes ----------------------------------------------------------------------------------

interface Ids {
  sky: string;
  glass: string;
  ground: string;
}

function exterior(style: PictureStyle, view: PictureView, look: Look, rng: Picker, ids: Ids): string {
  const sky = rng.pick(SKIES);
  const ground = HORIZON + (view === 'front' ? 0 : rng.int(-30, 40));
  let svg = `<defs>
<linearGradient id="${ids.sky}" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${sky.top}"/><stop offset="1" stop-color="${sky.bottom}"/></linearGradient>
<linearGradient id="${ids.glass}" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#9cc3e6"/><stop offset="0.55" stop-color="#d7e8f5"/><stop offset="1" stop-color="#7fa7c9"/></linearGradient>
<linearGradient id="${ids.ground}" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${look.lawn}"/><stop offset="1" stop-color="#3f6b35"/></linearGradient>
</defs>`;
  svg += rect(0, 0, W, H, `url(#${ids.sky})`);
  svg += circle(rng.int(120, W - 120), rng.int(90, 220), rng.int(40, 70), sky.sun, { opacity: 0.9 });
  for (let k = rng.int(1, 3); k > 0; k -= 1)
    svg += cloud(rng.int(80, W - 80), rng.int(70, 260), 0.7 + rng.next() * 0.6);
  // Two soft ranges of hills behind the building.
  const h1 = rng.int(40, 90);
  const h2 = rng.int(20, 60);
  svg += path(
    `M0 ${ground} Q ${W * 0.25} ${ground - h1 * 2} ${W * 0.5} ${ground - h1} T ${W} ${ground - h1 * 0.6} V ${ground} Z`,
    sky.hills,
    { opacity: 0.55 },
  );
  svg += path(
    `M0 ${ground} Q ${W * 0.35} ${ground - h2 * 2} ${W * 0.7} ${ground - h2} T ${W} ${ground - h2} V ${ground} Z`,
    sky.hills,
  );
  svg += rect(0, ground, W, H - ground, `url(#${ids.ground})`);

  if (style === 'land') {
    svg += drawLand(ground, look, rng);
    for (let k = rng.int(3, 6); k > 0; k -= 1)
      svg += tree(rng.int(40, W - 40), ground + rng.int(-4, 10), rng.int(60, 130), rng);
    return svg;
  }

  // Tall buildings are drawn smaller so their roof stays in the frame.
  const fit = style === 'apartment' || style === 'office' ? 0.85 : style === 'farm' ? 1 : 1.2;
  const scale = fit * (view === 'front' ? 1 : 0.75 + rng.next() * 0.3);
  const cx = view === 'front' ? W / 2 + rng.int(-60, 60) : rng.int(420, W - 420);
  // Trees behind and beside the building, then the building with a path to its door.
  const behind = rng.int(1, 3);
  for (let k = 0; k < behind; k += 1)
    svg += tree(rng.pick([rng.int(60, 300), rng.int(W - 300, W - 60)]), ground, rng.int(90, 150), rng);
  // The path first, so a villa's pool lies over it.
  if (style !== 'garage' && style !== 'office') {
    svg += polygon(
      [
        [cx - 36 * scale, ground],
        [cx + 36 * scale, ground],
        [cx + 120, H],
        [cx - 120, H],
      ],
      '#cfc6b6',
      { opacity: 0.85 },
    );
  }
  svg += DRAW[style](cx, ground, scale, look, rng, ids);
  // A low hedge and a tree in front, to one side.
  svg += rect(0, ground - 4, W, 10, '#000000', { opacity: 0.07 });
  if (rng.chance(0.7))
    svg += tree(
      rng.chance(0.5) ? rng.int(60, 200) : rng.int(W - 200, W - 60),
      ground + rng.int(30, 80),
      rng.int(110, 170),
      rng,
    );
  for (let k = rng.int(2, 5); k > 0; k -= 1)
    svg += ellipse(rng.int(0, W), rng.int(ground + 20, H), rng.int(30, 70), rng.int(10, 22), '#4e7f3c', {
      opacity: 0.6,
    });
  return svg;
}

function interior(view: PictureView, rng: Picker, ids: Ids): string {
  const wall = rng.pick(INTERIOR_WALLS);
  const floor = rng.pick(FLOORS);
  const fabric = rng.pick(FABRICS);
  const accent = rng.pick(ACCENTS);
  const sky = rng.pick(SKIES);
  const floorY = 620;
  let svg = `<defs>
<linearGradient id="${ids.sky}" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${sky.top}"/><stop offset="1" stop-color="${sky.bottom}"/></linearGradient>
<linearGradient id="${ids.glass}" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#ffffff" stop-opacity="0.35"/><stop offset="1" stop-color="#ffffff" stop-opacity="0"/></linearGradient>
<linearGradient id="${ids.ground}" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${floor}"/><stop offset="1" stop-color="#5e4330"/></linearGradient>
</defs>`;
  svg += rect(0, 0, W, floorY, wall);
  svg += rect(0, floorY, W, H - floorY, `url(#${ids.ground})`);
  for (let k = 1; k < 10; k += 1) svg += line(0, floorY + k * k * 3.2, W, floorY + k * k * 3.2, '#000000', 2, 0.13);
  svg += rect(0, floorY - 14, W, 14, '#ffffff', { opacity: 0.8 });

  // A big window with the outside in it.
  const winX = rng.int(80, 260);
  const winW = rng.int(300, 420);
  svg += rect(winX - 14, 90, winW + 28, 420, '#ffffff');
  svg += rect(winX, 104, winW, 392, `url(#${ids.sky})`);
  svg += path(`M${winX} 430 Q ${winX + winW * 0.4} 370 ${winX + winW} 410 V 496 H ${winX} Z`, sky.hills);
  svg += circle(winX + winW * 0.7, 330, 48, rng.pick(CANOPIES));
  svg += rect(winX, 104, winW, 392, `url(#${ids.glass})`);
  svg += rect(winX + winW / 2 - 5, 104, 10, 392, '#ffffff');
  svg += rect(winX - 30, 80, 40, 440, fabric, { opacity: 0.8 });

  const cx = rng.int(760, 900);
  if (view === 'kitchen') {
    const cab = rng.pick(['#f4f4f2', '#2f3b45', '#6d7f5e', '#c9b79c', '#1f2d3d']);
    svg += rect(cx - 260, 150, 600, 150, cab);
    for (let k = 0; k < 5; k += 1) svg += rect(cx - 252 + k * 120, 158, 112, 134, '#ffffff', { opacity: 0.08 });
    svg += rect(cx - 60, 300, 200, 60, '#8a8f96');
    svg += rect(cx - 260, 420, 600, 200, cab);
    svg += rect(cx - 270, 400, 620, 24, '#e8e4dc');
    for (let k = 0; k < 5; k += 1) svg += rect(cx - 250 + k * 118, 440, 108, 168, '#000000', { opacity: 0.06 });
    // Island with stools and pendant lights.
    svg += rect(cx - 200, 560, 420, 150, '#7a5c43');
    svg += rect(cx - 215, 540, 450, 24, '#efebe4');
    for (let k = 0; k < 3; k += 1) {
      const sx = cx - 120 + k * 140;
      svg += rect(sx - 4, 700, 8, 110, '#2b2b2b');
      svg += ellipse(sx, 700, 40, 12, accent);
      svg += line(sx, 0, sx, 110, '#2b2b2b', 2);
      svg += path(`M${sx - 34} 140 Q ${sx} 90 ${sx + 34} 140 Z`, '#2b2b2b');
      svg += ellipse(sx, 142, 18, 6, '#fff2c2');
    }
    return svg;
  }
  if (view === 'bedroom') {
    svg += rect(cx - 220, 300, 440, 200, fabric);
    svg += rect(cx - 260, 480, 520, 110, '#f2efe9');
    svg += rect(cx - 260, 530, 520, 140, rng.pick(FABRICS));
    svg += rect(cx - 260, 660, 520, 40, '#5b4636');
    svg += rect(cx - 200, 440, 170, 70, '#ffffff');
    svg += rect(cx + 30, 440, 170, 70, '#ffffff');
    svg += rect(cx - 250, 520, 500, 30, accent, { opacity: 0.6 });
    for (const side of [-1, 1]) {
      const nx = cx + side * 350;
      svg += rect(nx - 60, 540, 120, 130, '#7a5c43');
      svg += rect(nx - 6, 470, 12, 70, '#2b2b2b');
      svg += path(`M${nx - 40} 470 L ${nx + 40} 470 L ${nx + 25} 420 L ${nx - 25} 420 Z`, '#f3e3c3');
    }
    svg += rect(cx - 130, 150, 260, 110, '#ffffff');
    svg += rect(cx - 120, 160, 240, 90, rng.pick(ACCENTS), { opacity: 0.7 });
    svg += circle(cx - 40, 205, 30, rng.pick(ACCENTS));
    return svg;
  }
  // Living room: sofa, rug, coffee table, lamp, plant and a picture.
  svg += ellipse(cx, 760, 360, 70, accent, { opacity: 0.45 });
  svg += rect(cx - 280, 430, 560, 130, fabric);
  svg += rect(cx - 320, 490, 70, 170, fabric);
  svg += rect(cx + 250, 490, 70, 170, fabric);
  svg += rect(cx - 260, 540, 520, 110, fabric);
  svg += rect(cx - 250, 530, 245, 40, '#ffffff', { opacity: 0.18 });
  svg += rect(cx + 5, 530, 245, 40, '#ffffff', { opacity: 0.18 });
  svg += rect(cx - 200, 460, 80, 70, rng.pick(ACCENTS));
  svg += rect(cx + 120, 460, 80, 70, rng.pick(ACCENTS));
  svg += rect(cx - 300, 660, 12, 30, '#3b2a1e');
  svg += rect(cx + 288, 660, 12, 30, '#3b2a1e');
  svg += rect(cx - 150, 720, 300, 20, '#5b4636');
  svg += rect(cx - 130, 740, 12, 50, '#3b2a1e');
  svg += rect(cx + 118, 740, 12, 50, '#3b2a1e');
  svg += rect(cx - 170, 170, 340, 200, '#ffffff');
  svg += rect(cx - 155, 185, 310, 170, rng.pick(SKIES).bottom);
  svg += circle(cx - 50, 260, 50, rng.pick(ACCENTS), { opacity: 0.85 });
  svg += rect(cx + 10, 220, 110, 110, rng.pick(ACCENTS), { opacity: 0.7 });
  const lampX = cx + 420;
  svg += rect(lampX - 5, 330, 10, 360, '#2b2b2b');
  svg += ellipse(lampX, 690, 50, 10, '#2b2b2b');
  svg += path(`M${lampX - 60} 340 L ${lampX + 60} 340 L ${lampX + 38} 260 L ${lampX - 38} 260 Z`, '#f3e3c3');
  const plantX = Math.min(W - 80, cx + 560);
  svg += path(`M${plantX - 45} 620 L ${plantX + 45} 620 L ${plantX + 32} 700 L ${plantX - 32} 700 Z`, '#b86b4b');
  for (let k = 0; k < 6; k += 1) {
    const angle = -150 + k * 24;
    svg += ellipse(plantX, 520, 22, 90, rng.pick(CANOPIES), { transform: `rotate(${angle + 90} ${plantX} 610)` });
  }
  return svg;
}

/**
 * The picture `index` (1-based) of a property or project, as an SVG document of the given
 * size. `style` overrides what the picture shows; by default it follows the property type.
 */
export function pictureSvg(
  propertyId: number,
  index: number,
  width: number,
  height: number,
  style = pictureStyleOf(propertyId),
): string {
  // The building's look is fixed per property, so every outside shot shows the same house.
  const house = createPicker(hash32(propertyId, 0x5eed));
  const look: Look = {
    wall: house.pick(WALLS),
    wall2: house.pick(WALLS),
    roof: house.pick(ROOFS),
    door: house.pick(DOORS),
    shutter: house.pick(SHUTTERS),
    lawn: house.pick(LAWNS),
    trim: house.pick(['#f5f1ea', '#ffffff', '#e9e4da', '#3a3f47']),
  };
  const rng = createPicker(hash32(propertyId, index));
  const prefix = `p${propertyId}-${index}`;
  const ids: Ids = { sky: `${prefix}-sky`, glass: `${prefix}-glass`, ground: `${prefix}-ground` };
  const view = pictureView(style, index);
  const body =
    view === 'front' || view === 'exterior' ? exterior(style, view, look, rng, ids) : interior(view, rng, ids);
  const w = Math.max(1, Math.round(width));
  const h = Math.max(1, Math.round(height));
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${W} ${H}" preserveAspectRatio="xMidYMid slice">${body}</svg>`;
}

const MEDIA_PATH = /^\/media\/(\d+|banner)\/(\d+)\.(?:jpg|jpeg|webp|png)$/;

/**
 * The SVG behind a /media/{id}/{index}.jpg URL of the catalogue (properties, projects and
 * /media/banner/{n}.jpg), or null when the path is not one of them.
 */
export function pictureSvgForPath(mediaPath: string, width = W, height = H): string | null {
  const match = MEDIA_PATH.exec(mediaPath);
  if (!match) return null;
  const [, owner = '', index = '1'] = match;
  if (owner === 'banner') return pictureSvg(0, Number(index), width, height, 'townhouse');
  return pictureSvg(Number(owner), Number(index), width, height);
}
