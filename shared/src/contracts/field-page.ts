/**
 * The route group and device class of a page load (docs/field-truth.md), apart from the contract's lists: only
 * the host's field collector needs them, so the chunks that report a flow (field-outcome.ts) do not carry them.
 */
import type { DeviceClass, RouteGroup } from './field.ts';

/** The first segment of the host's routes (routes.tsx) per group: few values, so the series stay few. */
const GROUPS: [RouteGroup, RegExp][] = [
  ['home', /^(|index|index\.html|home)$/],
  ['lobby', /^(live|pvp|fish|rng|cockfight)$/],
  ['lottery', /^(lottery|lott|seaLottery|vnlottery|vnLottery|elott)$/],
  ['game', /^(game|sports|esports|ds88|fbsports|seamless)$/],
  ['account', /^(login|register|register\.html|join)$/],
  ['promotions', /^(promotions|promoDetail|pointMall)$/],
];

/** The route group of a path. */
export function routeGroup(pathname: string): RouteGroup {
  const first = pathname.split('/')[1] ?? '';
  return GROUPS.find(([, re]) => re.test(first))?.[0] ?? 'other';
}

/** Phone under 600 px wide, tablet under 1024 px with a touch screen (or under 900 px), else desktop. */
export function deviceClass(width: number, coarsePointer: boolean): DeviceClass {
  if (width < 600) return 'phone';
  if (width < 900 || (coarsePointer && width < 1366)) return 'tablet';
  return 'desktop';
}
