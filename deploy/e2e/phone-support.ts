// What the phone suites share (phone.e2e.ts, phone-site.e2e.ts): the language and theme a page loads with.
import type { Page } from 'puppeteer-core';

/** The language and theme the next load of the page shows (as the header's switches keep them). */
export async function setLook(page: Page, lang: string, theme: 'dark' | 'light'): Promise<void> {
  await page.evaluate(
    (l, th) => {
      localStorage.setItem('lang', l);
      localStorage.setItem('theme', th);
    },
    lang,
    theme,
  );
}
