/**
 * Boot, first part: resolve the merchant, set theme and language, start fetching the release set (remotes wait
 * for it; the shell does not) and the translations. The rest (the app's modules, store, API client, first
 * gateway calls and render: app/boot/start-app.tsx) is evaluated in a later task, so neither part is one long
 * task on a phone.
 */
import '@tessera/shared/theme.css';
import './app/host.css';
import { applyTheme, initI18n, storedTheme } from '@tessera/shared';
import { bootFailed } from './app/boot/boot-status';
import { captureInstallPrompt, countVisit } from './common/install-prompt';
import { nextTask } from './app/boot/next-task';
import { createReleaseSetSource } from './app/remotes/release-set';
import { loadTimeouts } from './app/remotes/timeouts';
import { rememberMerchant, resolveMerchant } from './features/platform/merchant';
import { registerHostTranslations } from './i18n';

// Chrome offers its install prompt once, possibly before the app has mounted: /down and the install hint use it later.
captureInstallPrompt();
countVisit();

async function main() {
  const merchant = resolveMerchant();
  rememberMerchant(merchant);
  // Timeout, retries and the last good set: a hanging platform never leaves the remotes spinning.
  // Asked for before anything is awaited: the remotes wait for it (the server also preloads it).
  const timeouts = loadTimeouts();
  const getReleaseSet = createReleaseSetSource({ merchant, timeoutMs: timeouts.releaseSetMs, backoffMs: timeouts.backoffMs });
  void getReleaseSet().catch(() => undefined); // started early; each area reports its own failure
  const theme = storedTheme();
  applyTheme(theme);
  // Registered before init, so init loads host, validation and common of the stored language together.
  const hostTranslations = registerHostTranslations();
  const translated = Promise.all([initI18n(), hostTranslations]);
  // Not left unhandled while the second part is evaluated; start-app awaits it and fails the boot if it failed.
  translated.catch(() => undefined);
  await nextTask();
  const { startApp } = await import(/* webpackMode: "eager" */ './app/boot/start-app');
  await startApp({ merchant, getReleaseSet, timeouts, theme, translated });
}

main().catch(bootFailed);
