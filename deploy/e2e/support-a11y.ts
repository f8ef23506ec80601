// axe-core on a page (support.ts exports these too).
import type { Page } from 'puppeteer-core';

/**
 * The rules a theme can change: the themes differ only in colours (CSS custom properties), so the structure a
 * page has in one theme it has in the other. A page audited in full in one theme needs only these in the other.
 */
export const COLOUR_RULES = ['color-contrast', 'link-in-text-block'];

/**
 * Runs axe-core on the page (or a part of it) and returns the serious and critical violations, one line
 * each, so a test can `expect(await seriousA11yViolations(page)).toEqual([])`. `rules` runs only those.
 */
export async function seriousA11yViolations(page: Page, include?: string, options: { rules?: string[] } = {}): Promise<string[]> {
  const { AxePuppeteer } = await import('@axe-core/puppeteer');
  // Audit the settled screen: a page's fade-in (host.css) caught half way blends text into its background, so
  // colour contrast is measured only once every finite animation has ended (never the endless ones: ticker, spinners).
  // At most a second: a fade is a quarter of one; longer ones (a carousel's slide) are not what contrast is about.
  await page.evaluate(() =>
    Promise.race([
      Promise.all(
        document
          .getAnimations()
          .filter((a) => Number.isFinite(a.effect?.getComputedTiming().endTime ?? Infinity))
          .map((a) => a.finished.catch(() => undefined)),
      ),
      new Promise((r) => setTimeout(r, 1000)),
    ]),
  );
  // A page without frames is audited in legacy mode: axe.run in the page itself, not the default's runPartial and
  // finishRun in a blank page the browser opens for every audit (same rules, same findings, about half the time:
  // 0.6 s against 0.95–1.4 s a page, measured). Legacy mode would skip what a frame holds, so a page with frames
  // keeps the default. Only the violations are reported in full either way.
  const legacy = page.frames().length === 1;
  let builder = new AxePuppeteer(page).setLegacyMode(legacy).options({ resultTypes: ['violations'] });
  if (include) builder = builder.include(include);
  if (options.rules) builder = builder.withRules(options.rules);
  const { violations } = await builder.analyze();
  return violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id} (${v.impact}): ${v.nodes.map((n) => n.target.join(' ')).slice(0, 3).join(', ')}`);
}
