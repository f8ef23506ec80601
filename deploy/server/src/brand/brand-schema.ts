/**
 * What a merchant's brand may be, as ops set it (the ops API, the console, `tessera merchant brand`): the shape as
 * a TypeBox schema the route validates, then the checks a shape cannot say — colours that read on each other, and
 * logos that are pictures only (an SVG that runs or loads nothing).
 */
import Color from 'color';
import { Type, type Static } from 'typebox';
import { BOOT_LANGUAGES } from '../assets/boot-data.js';
import type { Brand } from './brand.js';
import type { BrandLanguage } from '@tessera/shared/contracts';

/** Every language of the apps is one a brand has texts in (fails to compile when one is added only there). */
export const BRAND_LANGUAGES: readonly BrandLanguage[] = BOOT_LANGUAGES;

const hex = () => Type.String({ pattern: '^#[0-9a-fA-F]{6}$' });
/** An SVG logo or icon: at most 64 KB. */
export const MAX_SVG_BYTES = 64 * 1024;
const svg = () => Type.String({ minLength: 20, maxLength: MAX_SVG_BYTES });
const line = (max: number) => Type.Optional(Type.String({ minLength: 1, maxLength: max }));

const Texts = Type.Object({ licence: line(300), footer: line(300) }, { additionalProperties: false });

export const BrandSchema = Type.Object(
  {
    name: Type.String({ minLength: 1, maxLength: 40 }),
    shortName: Type.String({ minLength: 1, maxLength: 12 }),
    logo: Type.Object({ light: svg(), dark: svg() }, { additionalProperties: false }),
    icon: Type.Optional(svg()),
    palette: Type.Object(
      { primary: hex(), primaryText: hex(), lightPrimary: hex(), background: hex(), surface: hex(), text: hex() },
      { additionalProperties: false },
    ),
    texts: Type.Object(Object.fromEntries(BRAND_LANGUAGES.map((l) => [l, Type.Optional(Texts)])), { additionalProperties: false }),
    support: Type.Object(
      {
        email: Type.Optional(Type.String({ pattern: '^[^\\s@]+@[^\\s@]+\\.[^\\s@]+$', maxLength: 120 })),
        phone: Type.Optional(Type.String({ pattern: '^\\+?[0-9][0-9 -]{4,22}$' })),
        telegram: Type.Optional(Type.String({ pattern: '^@?[A-Za-z0-9_]{5,32}$' })),
        whatsapp: Type.Optional(Type.String({ pattern: '^\\+?[0-9]{6,16}$' })),
      },
      { additionalProperties: false },
    ),
  },
  { additionalProperties: false },
);
export type BrandInput = Static<typeof BrandSchema>;

/** WCAG's minimum for text; large text (the header's bold name) and UI parts need 3:1. */
const TEXT_CONTRAST = 4.5;
const LARGE_CONTRAST = 3;

/** Pairs of the palette that must read on each other, and how well. */
const PAIRS: [fg: keyof Brand['palette'] | '#ffffff', bg: keyof Brand['palette'] | '#ffffff', min: number][] = [
  ['text', 'background', TEXT_CONTRAST],
  ['text', 'surface', TEXT_CONTRAST],
  ['primaryText', 'primary', TEXT_CONTRAST],
  ['primary', 'surface', LARGE_CONTRAST],
  ['primary', 'background', LARGE_CONTRAST],
  ['lightPrimary', '#ffffff', TEXT_CONTRAST],
];

/** In an SVG: anything that could run, embed a page or load a file when the server draws the icons from it. */
const UNSAFE_SVG = /<\s*(script|foreignObject|iframe|object|embed)\b|\son[a-z]+\s*=|(?:href|src)\s*=\s*["'](?!#|data:image\/(?:png|jpeg|webp|gif);)/i;

function svgProblem(what: string, text: string): string | undefined {
  const trimmed = text.replace(/^\s*(<\?xml[^>]*\?>\s*)?/, '');
  if (!/^<svg[\s>]/i.test(trimmed) || !/<\/svg>\s*$/i.test(trimmed)) return `${what} must be an SVG document (<svg …>…</svg>)`;
  if (UNSAFE_SVG.test(trimmed)) return `${what} may hold only drawing: no scripts, event handlers, embedded pages or links to other files`;
  return undefined;
}

/** What is wrong with a brand the schema accepted: empty when it may be stored. */
export function brandProblems(brand: BrandInput): string[] {
  const problems: string[] = [];
  const colour = (k: string) => Color(k.startsWith('#') ? k : brand.palette[k as keyof Brand['palette']]);
  for (const [fg, bg, min] of PAIRS) {
    const ratio = colour(fg).contrast(colour(bg));
    if (ratio < min) problems.push(`palette.${fg} on ${bg.startsWith('#') ? 'white' : `palette.${bg}`} has contrast ${ratio.toFixed(2)}:1, needs ${min}:1`);
  }
  for (const [what, text] of [
    ['logo.light', brand.logo.light],
    ['logo.dark', brand.logo.dark],
    ['icon', brand.icon],
  ] as const) {
    const problem = text === undefined ? undefined : svgProblem(what, text);
    if (problem) problems.push(problem);
  }
  return problems;
}
