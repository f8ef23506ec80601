// What the host's session suites share (host-session.e2e.ts, host-account.e2e.ts): the sandbox's last SMS code, a
// member registered through the gateway, and the registration form filled in and sent.
import type { Page } from 'puppeteer-core';
import { fill, ops } from './support';

/** The code the sandbox issued last for a mobile number, through its test controls (no SMS leaves it). */
export async function lastSmsCode(mobile: string, merchant = 'demo'): Promise<string> {
  const { status, body } = await ops<{ code: string }>('GET', `/sandbox/${merchant}/sms/last?mobile=${mobile}`);
  expect(status).toBe(200);
  return body.code;
}

/** A member registered through the gateway (and logged in there), for tests that change its state. */
export async function registerMember(page: Page, username: string, password = 'Secret123', extra: Record<string, string> = {}) {
  const answer = await page.evaluate(
    async (u, p, x) =>
      (
        await fetch('/wps/member/register/unsecure', {
          method: 'PUT',
          headers: { 'Content-Type': 'application/json', Merchant: 'demo' },
          body: JSON.stringify({ username: u, password: p, confirmPassword: p, login: true, ...x }),
        })
      ).json(),
    username,
    password,
    extra,
  );
  expect(answer.success).toBe(true);
}

export const uniq = () => Date.now().toString(36).slice(-5);

/**
 * Fills the open registration form's fields (`register-<name>`, in the order given), ticks the age and terms boxes
 * and sends it, as a person does.
 */
export async function submitRegistration(page: Page, fields: Record<string, string>): Promise<void> {
  for (const [name, value] of Object.entries(fields)) await fill(page, `[data-testid="register-${name}"]`, value);
  await page.click('input[name="age"]');
  await page.click('input[name="terms"]');
  await page.click('[data-testid="register-submit"]');
}
