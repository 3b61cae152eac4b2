/**
 * The SGR parameters of k8sform's own palette (colors.ts): reset, bold, dim, red, green, yellow,
 * cyan and their ends. None of them can hide text: no conceal, no background, no black or white.
 */
const OWN_SGR = new Set(['', '0', '1', '2', '22', '31', '32', '33', '36', '39']);

/**
 * Each control character but tab and newline (C0, DEL, C1), and each bidirectional control, which
 * reorders what a terminal or a web page shows (a line reading one way and meaning another).
 */
const UNSAFE = /\x1b\[([0-9;]*)m|[\u0000-\u0008\u000b-\u001f\u007f-\u009f\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]/g;

const escaped = (c: string) => {
  const code = c.charCodeAt(0);
  return code < 0x100 ? `\\x${code.toString(16).padStart(2, '0')}` : `\\u${code.toString(16).padStart(4, '0')}`;
};

/**
 * Text safe to print on a terminal or in a pull-request comment. A plan file, a host's file or a
 * link target can carry control sequences that move the cursor, retitle the window, or hide or
 * reorder lines of a plan under review; each is shown as `\xNN` or `\uNNNN`. With `colors` (the
 * text was painted with k8sform's palette), a colour sequence passes only when every parameter is
 * one the palette writes, so data may at worst recolour text, never hide it (conceal, black on
 * black); without, no escape sequence passes at all.
 */
export function terminalSafe(text: string, colors = false): string {
  return text.replace(UNSAFE, (m: string, params: string | undefined) =>
    params !== undefined && colors && params.split(';').every((p) => OWN_SGR.has(p)) ? m : `${escaped(m)}${m.slice(1)}`);
}

/** JSON JSON.stringify made, with C1 and bidirectional controls escaped (it leaves them raw in strings). */
export function jsonSafe(json: string): string {
  return json.replace(/[\u007f-\u009f\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069\u2028\u2029]/g, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`);
}
