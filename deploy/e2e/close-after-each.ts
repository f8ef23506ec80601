/**
 * Every e2e case closes what it opened (setupFilesAfterEnv of the e2e config): the pages `newPage` made in
 * the case and the browsers launched in it are closed after it; a context or tab the case opened some other
 * way and left open is closed too and fails the case. Pages kept across cases (`newPage(b, { keep: true })`)
 * are the suite's to close in afterAll; environment.cjs fails the suite if a browser outlives it.
 */
import { closeCaseLeftovers, openThings } from './support';

beforeEach(() => {
  openThings().inCase = true;
});

afterEach(async () => {
  openThings().inCase = false;
  const left = await closeCaseLeftovers();
  if (left.length > 0) throw new Error(`the case left open (closed now): ${left.join('; ')}`);
});

// On CI (a shared, sometimes loaded machine) a case that fails is run once more, its first error printed: a case
// that fails twice fails the run. The tally reporter lists every case that needed the second run, so a flaky
// case is seen and mended, not hidden (docs/testing.md#retries).
if (process.env.CI) jest.retryTimes(1, { logErrorsBeforeRetry: true });
