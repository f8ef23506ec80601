import '@testing-library/jest-dom';
import { TextDecoder, TextEncoder } from 'node:util';

// react-router 7 needs these; jsdom does not provide them.
Object.assign(globalThis, { TextEncoder, TextDecoder });

// SafeHtml loads its sanitiser on first use (its own chunk in the browser); components under test render
// server HTML at once, as they do in the browser after the first page that showed some.
import { loadSanitizer } from './shared/src/ui/safe-html';
beforeAll(() => loadSanitizer());
