/**
 * The sandbox's stand-in for GeeTest's own servers (docs/gateway.md#geetest): the widget script the client
 * loads (`/sandbox/geetest/gt4.js`, same origin, so the site's CSP needs nothing more), the challenge it asks
 * for, and the check of a slide. The rules are domain/geetest.ts's; the gateway checks the results.
 */
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import { Type } from 'typebox';
import { CAPTCHA_ID_PATTERN, LOT_TRIES, LOT_TTL_MS, MAX_TRACK_POINTS, openLot, verifySlide, type TrackPoint } from '../domain/geetest.js';
import { newPuzzle, PIECE_HEIGHT, PIECE_WIDTH, PUZZLE_HEIGHT, PUZZLE_WIDTH } from '../domain/geetest-picture.js';
import { clientOf, type SandboxThrottles } from '../gateway/throttles.js';
import type { Repo } from '../repo/index.js';
import { GT4_SCRIPT } from './gt4-script.js';

export const GEETEST_BASE = '/sandbox/geetest';

const dataUrl = (png: Buffer) => `data:image/png;base64,${png.toString('base64')}`;
const LOT = Type.String({ pattern: '^[0-9a-f]{32}$' });

export function mountGeetest(app: FastifyInstance, repo: Repo, throttles: SandboxThrottles): void {
  const typed = app.withTypeProvider<TypeBoxTypeProvider>();
  // Takes nothing: any query (a cache-buster) is ignored.
  typed.get(`${GEETEST_BASE}/gt4.js`, { schema: { querystring: Type.Object({}) } }, async (_req, reply) =>
    reply.header('Cache-Control', 'public, max-age=300').type('text/javascript; charset=utf-8').send(GT4_SCRIPT),
  );

  const loadSchema = { querystring: Type.Object({ captcha_id: Type.String({ pattern: CAPTCHA_ID_PATTERN.source }) }) };
  typed.get(`${GEETEST_BASE}/load`, { schema: loadSchema }, async (req, reply) => {
    // Each challenge costs a picture cut and a row.
    if (!throttles.sliderChallenges.hit(clientOf(req, throttles))) return reply.code(429).send({ error: 'too_many_requests', message: 'Too many challenges, please retry in a few minutes' });
    const puzzle = await newPuzzle();
    const lot = openLot(repo, req.query.captcha_id, puzzle.x);
    return reply.header('Cache-Control', 'no-store').send({
      lot_number: lot,
      tries: LOT_TRIES,
      width: PUZZLE_WIDTH,
      height: PUZZLE_HEIGHT,
      piece: { width: PIECE_WIDTH, height: PIECE_HEIGHT, y: puzzle.y },
      bg: dataUrl(puzzle.background),
      slice: dataUrl(puzzle.piece),
    });
  });

  // The track's shape only; whether a person made it is domain/geetest.ts's judgement (a missing track fails there).
  const point = Type.Tuple([Type.Number({ minimum: -1000, maximum: 1000 }), Type.Number({ minimum: -10_000, maximum: 10_000 }), Type.Number({ minimum: 0, maximum: LOT_TTL_MS })]);
  const verifySchema = {
    body: Type.Object({ lot_number: LOT, x: Type.Number({ minimum: -1000, maximum: 1000 }), track: Type.Optional(Type.Array(point, { maxItems: MAX_TRACK_POINTS })) }),
  };
  typed.post(`${GEETEST_BASE}/verify`, { schema: verifySchema }, async (req, reply) =>
    reply.header('Cache-Control', 'no-store').send(verifySlide(repo, req.body.lot_number, req.body.x, req.body.track as TrackPoint[] | undefined)),
  );
}
