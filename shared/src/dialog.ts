/**
 * `@tessera/shared/dialog`: the modal dialog and the sanitised server HTML, a federation singleton of its own. No
 * page's start needs either (every dialog and every piece of server HTML loads with its first showing), so it is
 * not in the main entry every page loads; as a singleton it loads once per page, whichever app opens a dialog
 * first, with the DOMPurify and tabbable it loads on first use. It reaches the main entry's modules only as
 * `@tessera/shared` (shared-facades.test.cjs).
 */
export { useDialog, type DialogLifecycle, type UseDialogOptions } from './ui/use-dialog';
export { Dialog, type DialogProps } from './ui/dialog';
export { loadSanitizer, SafeHtml } from './ui/safe-html';
export { TrialAccountDialog, type TrialAccountDialogProps } from './ui/trial-dialog';
