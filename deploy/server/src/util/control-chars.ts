/**
 * Text from anonymous clients reaches operators' terminals (`tessera crashes`, `tessera telemetry`): control
 * characters there can clear or rewrite the screen (ESC sequences, C1 CSI) and bidi overrides can reorder
 * what it shows. The intake strips them; the CLI shows any that still reach a table as visible escapes.
 */

/** C0 and C1 controls, DEL, and the bidi marks, embeddings, overrides and isolates. */
// eslint-disable-next-line no-control-regex -- finding control characters is the point
const UNSAFE = /[\u0000-\u001f\u007f-\u009f\u200e\u200f\u202a-\u202e\u2066-\u2069]/gu;
const WHITESPACE_CONTROL = /[\t\n\v\f\r\u0085]/gu;

/** `text` without control or bidi characters; the whitespace ones (tab, newlines) become a space. */
export function stripControls(text: string): string {
  return text.replace(WHITESPACE_CONTROL, ' ').replace(UNSAFE, '');
}

/** `text` with each control or bidi character written as an escape (`\x1b`, `\r`, `\u202e`): seen, never obeyed. */
export function escapeControls(text: string): string {
  return text.replace(UNSAFE, (c) => {
    const named: Record<string, string> = { '\n': '\\n', '\r': '\\r', '\t': '\\t' };
    const code = c.codePointAt(0)!;
    return named[c] ?? (code <= 0xff ? `\\x${code.toString(16).padStart(2, '0')}` : `\\u${code.toString(16).padStart(4, '0')}`);
  });
}
