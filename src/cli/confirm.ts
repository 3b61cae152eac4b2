import { UserError } from '../errors.js';
import { onDemand } from '../model/on-demand.js';

// Only an interactive command asks; node:readline costs every other command's start.
const readline = onDemand<typeof import('node:readline/promises')>('node:readline/promises');

/**
 * Asks on the terminal, as Terraform does, and goes on only after `yes`. `command` names what asks
 * (`apply`, `etcd restore`); `otherwise` how to run it without a terminal.
 */
export async function confirm(command: string, otherwise: string): Promise<void> {
  if (!process.stdin.isTTY) throw new UserError(`${command} needs --auto-approve when not run on a terminal${otherwise}`);
  const rl = readline().createInterface({ input: process.stdin, output: process.stdout });
  const answer = await rl.question("\nDo you want to perform these actions? Only 'yes' will be accepted: ");
  rl.close();
  if (answer.trim() !== 'yes') throw new UserError(`${command} cancelled`);
}
