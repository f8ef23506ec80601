import '@testing-library/jest-dom';
import { configure } from '@testing-library/react';
import { TextDecoder, TextEncoder } from 'node:util';

// react-router 7 needs these; jsdom does not provide them.
Object.assign(globalThis, { TextEncoder, TextDecoder });

// SafeHtml loads its sanitiser on first use (its own chunk in the browser); components under test render
// server HTML at once, as they do in the browser after the first page that showed some.
import { loadSanitizer } from './shared/src/ui/safe-html';
beforeAll(() => loadSanitizer());

// A second, not a tenth of one, for findBy/waitFor: CI runs two jest workers with the build beside them, and a
// page that settles in 50 ms alone once took over the default 1 s there. A test still fails on what never shows.
configure({ asyncUtilTimeout: 5_000 });
