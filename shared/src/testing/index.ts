/**
 * Test helpers (`@tessera/shared/testing`), kept off the public entry so no app can reset the page's
 * shared state at run time. Call `resetBus()` in `beforeEach` so a test never depends on what an
 * earlier one subscribed or emitted.
 */
export { resetBus } from '../bus/bus';
