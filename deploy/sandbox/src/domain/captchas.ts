/**
 * The image captcha (`/wps/captcha`), bound to the browser's `tcg-sid` cookie: the login asks for it after
 * repeated failures, the registration while the merchant's rules switch it on (seed/merchant-settings.ts).
 */
import type { FastifyRequest } from 'fastify';
import { CAPTCHA_TTL_MS } from '../repo/captchas.js';
import type { Repo } from '../repo/index.js';

/** Whether the request carries the right answer to its browser's captcha (which is used up either way). */
export function captchaSolved(req: FastifyRequest, given: unknown, repo: Repo, now: number): boolean {
  const answer = typeof given === 'string' ? given.trim().toLowerCase() : '';
  const sid = req.cookies['tcg-sid'];
  if (!answer || !sid) return false;
  const captcha = repo.captchas.take(sid);
  return !!captcha && now - captcha.createdAt <= CAPTCHA_TTL_MS && captcha.answer.toLowerCase() === answer;
}
