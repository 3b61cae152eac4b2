/**
 * Text safe to print on a terminal. A plan file, a host's file or a link target can carry control
 * sequences that move the cursor, retitle the window or hide lines of a plan under review; each
 * control character but tab and newline is shown as `\xNN`. Colour codes (SGR `ESC[...m`) are kept:
 * k8sform's own colours use them, and they cannot hide text.
 */
export function terminalSafe(text: string): string {
  return text.replace(/\x1b\[[0-9;]*m|[\u0000-\u0008\u000b-\u001f\u007f-\u009f]/g, (m) => (m.length > 1 ? m : `\\x${m.charCodeAt(0).toString(16).padStart(2, '0')}`));
}
