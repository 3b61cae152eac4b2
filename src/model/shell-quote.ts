/** Quotes a string for POSIX sh: single quotes, with embedded ones closed and escaped. */
export const shQuote = (s: string): string => `'${s.replace(/'/g, `'\\''`)}'`;
