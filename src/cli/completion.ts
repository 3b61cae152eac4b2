import { Argument, type Command, type Option } from 'commander';
import { completionScript, SHELLS, type CompletionCommand, type CompletionOption, type CompletionValue, type Shell } from '../views/shell-completion.js';

export function completionCommand(program: Command): void {
  program
    .command('completion')
    .description('print a shell completion script for the commands and their flags (source <(k8sform completion bash))')
    .addArgument(new Argument('<shell>', 'bash, zsh or fish').choices(SHELLS))
    .action((shell: Shell) => {
      process.stdout.write(completionScript(shell, describe(program)));
    });
}

/** The program as commander defines it: what `--help` lists, the help command and flag included. */
function describe(cmd: Command): CompletionCommand {
  const help = cmd.createHelp();
  const argument = cmd.registeredArguments[0];
  return {
    name: cmd.name(),
    description: cmd.description(),
    options: help.visibleOptions(cmd).map(option),
    commands: help.visibleCommands(cmd).map(describe),
    ...(argument ? { argument: value(argument.name(), argument.argChoices) } : {}),
  };
}

function option(o: Option): CompletionOption {
  return {
    flags: [o.short, o.long].filter((f): f is string => f !== undefined),
    description: o.description,
    ...(o.required || o.optional ? { value: value(/[<[]([^>\]]+)[>\]]/.exec(o.flags)?.[1] ?? 'value', o.argChoices) } : {}),
    // Repeatable options collect into a list that starts empty (--target, --group).
    repeatable: Array.isArray(o.defaultValue),
  };
}

/** A value named path, file or dir, or ending so (plan-file), completes file names. */
const value = (name: string, choices: readonly string[] | undefined): CompletionValue => ({ name, files: /(^|-)(path|file|dir)$/.test(name), choices: choices ?? [] });
