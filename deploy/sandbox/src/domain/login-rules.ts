/**
 * Login rules (docs/product.md#login). Per account: a captcha after CAPTCHA_AFTER_FAILURES failures, and
 * at most LOGIN_RATE_MAX unsuccessful attempts in the window without a solved captcha. Whoever solves the captcha is
 * let through to the password check, so failures others cause on an account cannot lock its owner out.
 * Per client (gateway/throttles.ts): after LOGIN_FAILURES_PER_CLIENT failures every login from it needs a solved
 * captcha, whatever the username (spraying many usernames), and CLIENT_HARD_FACTOR times that many are
 * refused outright; except for an account that has logged in from that network before, which keeps only its
 * own rules (carrier-grade NAT: many players behind one address must not all inherit a sprayer's captcha).
 */
export const LOGIN_RATE_WINDOW_MS = 5 * 60_000;
export const LOGIN_RATE_MAX = 10;
export const CAPTCHA_FAIL_WINDOW_MS = 10 * 60_000;
export const CAPTCHA_AFTER_FAILURES = 3;
export const CLIENT_HARD_FACTOR = 5;
/** Attempts older than every window above are deleted by the sweep. */
export const LOGIN_ATTEMPTS_KEPT_MS = Math.max(LOGIN_RATE_WINDOW_MS, CAPTCHA_FAIL_WINDOW_MS);
