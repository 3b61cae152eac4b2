/** Whether to colour output written to `stream`: https://no-color.org first, then FORCE_COLOR, then the TTY. */
export function colorsEnabled(stream: NodeJS.WriteStream, env: NodeJS.ProcessEnv = process.env): boolean {
  if (env.NO_COLOR !== undefined) return false;
  if (env.FORCE_COLOR !== undefined) return env.FORCE_COLOR !== '0' && env.FORCE_COLOR !== 'false';
  return stream.isTTY === true;
}

export type Paint = (text: string) => string;

export interface Palette {
  readonly green: Paint;
  readonly yellow: Paint;
  readonly red: Paint;
  readonly cyan: Paint;
  readonly bold: Paint;
  readonly dim: Paint;
}

const sgr = (open: number, close: number): Paint => (text) => `\x1b[${open}m${text}\x1b[${close}m`;

const ANSI: Palette = { green: sgr(32, 39), yellow: sgr(33, 39), red: sgr(31, 39), cyan: sgr(36, 39), bold: sgr(1, 22), dim: sgr(2, 22) };
const identity: Paint = (text) => text;
const PLAIN: Palette = { green: identity, yellow: identity, red: identity, cyan: identity, bold: identity, dim: identity };

/** ANSI colours, or the identity everywhere so callers never branch on colour themselves. */
export const palette = (enabled: boolean): Palette => (enabled ? ANSI : PLAIN);
