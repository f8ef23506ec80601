/** Registration date as YYYY-MM-DD in the player's time zone (the site's date style, docs/product.md#constants). */
export function formatDate(ms: number): string {
  const d = new Date(ms);
  if (Number.isNaN(d.getTime())) return '';
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;
}

/**
 * The gateway sends the mobile number masked; should one ever arrive in clear, mask it here too
 * (keep the first 3 and last 3 digits) rather than show a full number on screen.
 */
export function maskMobile(mobile: string): string {
  if (mobile.includes('*') || mobile.length <= 6) return mobile;
  return `${mobile.slice(0, 3)}${'*'.repeat(mobile.length - 6)}${mobile.slice(-3)}`;
}
