/**
 * The login form's chunk (react-final-form, the dial-code picker, the SMS button), one loader for the header's box,
 * the login dialog and the first-touch warm-up, so a form the warm-up brought renders without waiting (lazyExport).
 */
export const loadLoginForm = () => import('./login-form');
