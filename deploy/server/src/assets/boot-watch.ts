/**
 * The boot watch: a tiny script the server puts first in the host's page (`injectMerchantMeta`), deferred like the
 * host's own scripts and so run before them, in order. When one of the host's start-up scripts fails to load (a
 * 404, a refused connection, an integrity mismatch), it shows the start-up error at once (`html[data-boot=failed]`,
 * host/src/index.html) instead of leaving the skeleton up until index.html's 15 s bound, which stays for a script
 * that stalls. A script's load error does not bubble, but the window sees it while capturing. An external file, as
 * the CSP allows no inline script; if it cannot load either, the 15 s bound still shows the error. No imports:
 * its test runs the text in jsdom.
 */
export const BOOT_WATCH_PATH = '/platform/boot-watch.js';

export const BOOT_WATCH_JS = `addEventListener('error', function (e) {
  var s = e.target, root = document.getElementById('root');
  if (s && s.tagName === 'SCRIPT' && s.defer && s.src.indexOf('/host/') >= 0 && !(root && root.childElementCount)) document.documentElement.setAttribute('data-boot', 'failed');
}, true);
`;

/** The watch's tag, for the head of the host's page (before its scripts). */
export const BOOT_WATCH_TAG = `<script defer src="${BOOT_WATCH_PATH}"></script>`;
