/**
 * The sandbox's GeeTest v4 (docs/gateway.md#geetest): a merchant with GEETEST3 on has one captcha id per product
 * (login, register, sms); the emulated widget (geetest/gt4-script.ts) asks for a challenge ("lot"), the player
 * slides the piece, and a slide within SLIDE_TOLERANCE_PX of the answer, whose recorded path and timing look like a
 * person's (judgeTrack), gets the v4 result
 * `{captcha_id, lot_number, pass_token, gen_time, captcha_output}`. The gateway takes that result once, for the
 * product of its captcha id, within PASS_TTL_MS. The real GeeTest checks a result server-to-server; here the
 * pass token is an HMAC under the sandbox's own key, so the gateway can check it without a call.
 */
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { GatewayError } from '../gateway/envelope.js';
import type { Repo } from '../repo/index.js';
import { merchantModules } from './merchant-modules.js';

/** The products the gateway asks captcha ids for (docs/gateway.md#geetest). */
export const GEETEST_PRODUCTS = ['login', 'register', 'sms'] as const;
export type GeetestProduct = (typeof GEETEST_PRODUCTS)[number];
/** A slide this close to the gap, in pixels of the picture, passes. */
export const SLIDE_TOLERANCE_PX = 6;
/** Wrong slides a lot allows; then the widget asks a new one. */
export const LOT_TRIES = 3;
/** How long a lot can be slid, and how long it is kept. */
export const LOT_TTL_MS = 10 * 60_000;
/** How long a passed result is taken by the gateway. */
export const PASS_TTL_MS = 3 * 60_000;
/** A slide takes a person at least this long, from the first move to the last. */
export const MIN_SLIDE_MS = 300;
/** Points a slide's track may have (the widget keeps at most this many). */
export const MAX_TRACK_POINTS = 600;

/** One point of a slide's track: the piece's x, the pointer's vertical offset, ms since the slide began. */
export type TrackPoint = [x: number, y: number, t: number];

/** The v4 result the widget's getValidate() answers and the client sends as `geetestValidateV4`. */
export interface GeetestResult {
  captcha_id: string;
  lot_number: string;
  pass_token: string;
  gen_time: string;
  captcha_output: string;
}

export const CAPTCHA_ID_PATTERN = /^[0-9a-f]{32}$/;

const mac = (repo: Repo, text: string) => createHmac('sha256', repo.geetest.secret()).update(text).digest();

export function geetestOn(repo: Repo, merchant: string): boolean {
  return merchantModules(repo, merchant).GEETEST3 === true;
}

/** The merchant's captcha id for `product`: 32 hex digits, as GeeTest's, stable for the database. */
export function captchaIdOf(repo: Repo, merchant: string, product: GeetestProduct): string {
  return mac(repo, `id:${merchant}:${product}`).toString('hex').slice(0, 32);
}

export function isProduct(p: string): p is GeetestProduct {
  return (GEETEST_PRODUCTS as readonly string[]).includes(p);
}

/** Opens a challenge for `captchaId` with its answer `answerX`; returns the lot number. */
export function openLot(repo: Repo, captchaId: string, answerX: number, now = Date.now()): string {
  const lot = randomBytes(16).toString('hex');
  repo.geetest.open(lot, captchaId, answerX, now);
  return lot;
}

const passToken = (repo: Repo, lot: string, captchaId: string, genTime: string) => mac(repo, `pass:${lot}:${captchaId}:${genTime}`).toString('hex');
const output = (repo: Repo, lot: string, captchaId: string) => mac(repo, `output:${lot}:${captchaId}`).toString('base64url');

export type SlideOutcome =
  | { result: 'success'; seccode: GeetestResult }
  /** A wrong slide: `left` more tries on this lot (0: the widget must ask a new one). */
  | { result: 'fail'; left: number }
  /** No such lot, an expired one, or one already passed: a new challenge is needed. */
  | { result: 'expired' };

/**
 * Whether a slide's track looks like a person moving the piece (a pointer drag or the arrow keys), or why not.
 * Checked: a track at all (a blind guess posts only an x), starting at the rest position and ending where the
 * piece was dropped, time running forward, at least MIN_SLIDE_MS long and no longer than the puzzle has been out,
 * and not a machine's even motion (every step the same distance in the same time).
 */
export function judgeTrack(track: readonly TrackPoint[] | undefined, x: number, outForMs: number): 'person' | string {
  if (!track || track.length < 2) return 'no track';
  if (track.length > MAX_TRACK_POINTS) return 'track too long';
  if (track.some((p) => p.length !== 3 || !p.every(Number.isFinite))) return 'track not numbers';
  const first = track[0]!;
  const last = track[track.length - 1]!;
  if (Math.abs(first[0]) > 4 || first[2] < 0) return 'track does not start at rest';
  if (Math.abs(last[0] - x) > 1) return 'track does not end at the drop';
  for (let i = 1; i < track.length; i += 1) if (track[i]![2] < track[i - 1]![2]) return 'time runs backwards';
  const took = last[2] - first[2];
  if (took < MIN_SLIDE_MS) return 'too fast';
  // The client's clock against ours: a second of slack for the puzzle's trip to the browser.
  if (took > outForMs + 1_000) return 'longer than the puzzle was out';
  const steps: [number, number][] = [];
  for (let i = 1; i < track.length; i += 1) {
    const dx = track[i]![0] - track[i - 1]![0];
    if (dx !== 0) steps.push([dx, track[i]![2] - track[i - 1]![2]]);
  }
  const [dx0, dt0] = steps[0] ?? [0, 0];
  if (steps.length >= 4 && steps.every(([dx, dt]) => Math.abs(dx - dx0) <= 1 && Math.abs(dt - dt0) <= 2)) return 'even machine motion';
  return 'person';
}

/** Judges a slide to `x` on `lot`, with its track: a track no person makes uses up the lot at once. */
export function verifySlide(repo: Repo, lot: string, x: number, track?: readonly TrackPoint[], now = Date.now()): SlideOutcome {
  const found = repo.geetest.find(lot);
  if (!found || found.passedAt !== null || found.failures >= LOT_TRIES || now - found.createdAt > LOT_TTL_MS) return { result: 'expired' };
  if (judgeTrack(track, x, now - found.createdAt) !== 'person') {
    repo.geetest.exhaust(lot, LOT_TRIES);
    return { result: 'fail', left: 0 };
  }
  if (!Number.isFinite(x) || Math.abs(x - found.answerX) > SLIDE_TOLERANCE_PX) {
    const failures = repo.geetest.failed(lot) ?? LOT_TRIES;
    return { result: 'fail', left: Math.max(0, LOT_TRIES - failures) };
  }
  if (!repo.geetest.passed(lot, now)) return { result: 'expired' };
  // Seconds, as a decimal string, like GeeTest's gen_time.
  const genTime = String(Math.floor(now / 1000));
  return {
    result: 'success',
    seccode: { captcha_id: found.captchaId, lot_number: lot, pass_token: passToken(repo, lot, found.captchaId, genTime), gen_time: genTime, captcha_output: output(repo, lot, found.captchaId) },
  };
}

const sameText = (a: string, b: string) => a.length === b.length && timingSafeEqual(Buffer.from(a), Buffer.from(b));
const field = (v: Record<string, unknown>, k: keyof GeetestResult) => (typeof v[k] === 'string' ? (v[k] as string) : '');

/** A client's `geetestValidateV4`: an object, or the same object as JSON text (both are seen from clients). */
function resultOf(given: unknown): Record<string, unknown> | undefined {
  let v = given;
  if (typeof v === 'string') {
    try {
      v = JSON.parse(v);
    } catch {
      return undefined;
    }
  }
  return v && typeof v === 'object' && !Array.isArray(v) ? (v as Record<string, unknown>) : undefined;
}

/** Whether `given` is an unused pass of this merchant's `product`, not older than PASS_TTL_MS; uses it up. */
export function takePass(repo: Repo, merchant: string, product: GeetestProduct, given: unknown, now = Date.now()): boolean {
  const v = resultOf(given);
  if (!v) return false;
  const [captchaId, lot, token, genTime, out] = [field(v, 'captcha_id'), field(v, 'lot_number'), field(v, 'pass_token'), field(v, 'gen_time'), field(v, 'captcha_output')];
  if (captchaId !== captchaIdOf(repo, merchant, product) || !/^\d{1,12}$/.test(genTime)) return false;
  const age = now - Number(genTime) * 1000;
  if (age < -60_000 || age > PASS_TTL_MS) return false;
  const found = repo.geetest.find(lot);
  if (!found || found.captchaId !== captchaId) return false;
  if (!sameText(token, passToken(repo, lot, captchaId, genTime)) || !sameText(out, output(repo, lot, captchaId))) return false;
  return repo.geetest.spend(lot);
}

/**
 * Refuses the call with `geetest_captcha_err` (the gateway's code for a missing or wrong GeeTest result,
 * docs/gateway.md#errors) unless the merchant has GEETEST3 off or `given` is a good pass.
 */
export function requireGeetest(repo: Repo, merchant: string, product: GeetestProduct, given: unknown, now = Date.now()): void {
  if (!geetestOn(repo, merchant)) return;
  if (!takePass(repo, merchant, product, given, now)) throw new GatewayError(200, 'geetest_captcha_err', 'Please complete the slider verification');
}

/** Deletes lots nobody can use any more. */
export function sweepGeetest(repo: Repo, now = Date.now()): number {
  return repo.geetest.sweep(now - LOT_TTL_MS - PASS_TTL_MS);
}
