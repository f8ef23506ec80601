/**
 * What a render crash report may carry (docs/architecture.md#telemetry): the error's message and the first
 * frame of its stack, scrubbed of personal data before they leave the browser. The server's intake scrubs
 * again with this very code (deploy/server/src/registry/telemetry.ts, through `#shared/*`). No imports: the
 * server compiles this module for Node (its tsconfig.shared.json).
 */

/** Longest message and frame kept, in characters (after scrubbing). */
export const CRASH_TEXT_MAX = 200;

/**
 * Replaces what could identify a person or a session: e-mail addresses, URL query strings and fragments,
 * long tokens (16+ letters/digits/`-_` with at least one digit), and every number in free text (phone
 * numbers, amounts, ids). `keepPosition` keeps a stack frame's trailing `:line:column`.
 */
export function scrubCrashText(text: string, keepPosition = false): string {
  let position = '';
  let s = text;
  if (keepPosition) {
    const m = /:\d+:\d+\)?$/.exec(s);
    if (m) {
      position = m[0];
      s = s.slice(0, m.index);
    }
  }
  s = s
    .replace(/[\w.+-]+@[\w-]+(\.[\w-]+)+/g, '<email>')
    .replace(/([a-z][a-z0-9+.-]*:\/\/[^\s?#)]*)[?#][^\s)]*/gi, '$1')
    .replace(/\b(?=[\w-]*\d)[\w-]{16,}\b/g, '<token>')
    .replace(/\+?\d[\d\s().-]*\d|\d/g, (n, offset: number, all: string) => (keepPosition && /\/[\w.:-]*$/.test(all.slice(0, offset)) ? n : '<n>'));
  return (s + position).replace(/\s+/g, ' ').trim().slice(0, CRASH_TEXT_MAX);
}

/** The first frame of a stack that is not the message itself (`at Foo (…/123.js:1:200)` or `Foo@…:1:200`). */
export function firstStackFrame(stack: string | undefined): string | undefined {
  if (!stack) return undefined;
  const frame = stack
    .split('\n')
    .map((l) => l.trim())
    .find((l) => /^at\s/.test(l) || /@.+:\d+:\d+$/.test(l));
  return frame?.replace(/^at\s+/, '');
}

/** A render crash as telemetry carries it: scrubbed message and first frame. */
export function crashDetails(error: unknown): { message: string; frame?: string } {
  const e = error instanceof Error ? error : new Error(String(error));
  const frame = firstStackFrame(e.stack);
  return { message: scrubCrashText(`${e.name}: ${e.message}`) || 'Error', ...(frame ? { frame: scrubCrashText(frame, true) } : {}) };
}
