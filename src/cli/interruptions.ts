/**
 * SIGINT/SIGTERM ask a long command to stop cleanly at its next safe point; `what` says what
 * happens then. A second signal exits at once.
 */
export function interruptions(what: string): { signal: AbortSignal; dispose(): void } {
  const controller = new AbortController();
  const onSignal = (name: NodeJS.Signals) => {
    if (controller.signal.aborted) process.exit(130);
    process.stderr.write(`\n${name}: ${what}; send it again to exit at once\n`);
    controller.abort();
  };
  process.on('SIGINT', onSignal);
  process.on('SIGTERM', onSignal);
  return {
    signal: controller.signal,
    dispose: () => {
      process.off('SIGINT', onSignal);
      process.off('SIGTERM', onSignal);
    },
  };
}
