import { InternalError } from '../errors.js';

export const SHELLS = ['bash', 'zsh', 'fish'] as const;
export type Shell = (typeof SHELLS)[number];

/** What an option or argument takes: a file name, one of a few words, or free text. */
export interface CompletionValue {
  readonly name: string;
  readonly files: boolean;
  readonly choices: readonly string[];
}

export interface CompletionOption {
  /** Short and long forms, as typed: `-f`, `--file`. */
  readonly flags: readonly string[];
  readonly description: string;
  /** Undefined for a flag that takes no value. */
  readonly value?: CompletionValue;
  readonly repeatable: boolean;
}

/** A command as completion needs it, read off the command-line definition so that it cannot drift. */
export interface CompletionCommand {
  readonly name: string;
  readonly description: string;
  readonly options: readonly CompletionOption[];
  readonly commands: readonly CompletionCommand[];
  /** The first positional argument, if the command takes one. */
  readonly argument?: CompletionValue;
}

/** The completion script for `shell`, to be sourced or installed as the shell's docs say. */
export function completionScript(shell: Shell, program: CompletionCommand): string {
  checkWords(program);
  switch (shell) {
    case 'bash':
      return bashScript(program);
    case 'zsh':
      return zshScript(program);
    case 'fish':
      return fishScript(program);
  }
}

/** Every command with its path of names from the program down, parents first. */
function walk(c: CompletionCommand, path: readonly string[] = [c.name]): [readonly string[], CompletionCommand][] {
  return [[path, c], ...c.commands.flatMap((sub) => walk(sub, [...path, sub.name]))];
}

/**
 * Names, flags and choices are written into the scripts as bare words: a character a shell would
 * read as syntax there is a bug in the command definitions, not something to quote around.
 */
function checkWords(program: CompletionCommand): void {
  for (const [, c] of walk(program)) {
    const words = [c.name, ...c.options.flatMap((o) => [...o.flags, ...(o.value?.choices ?? [])]), ...(c.argument?.choices ?? [])];
    const bad = words.find((w) => !/^-{0,2}[A-Za-z0-9][A-Za-z0-9._-]*$/.test(w));
    if (bad !== undefined) throw new InternalError(`shell completion: ${JSON.stringify(bad)} of command ${c.name} is not a plain word`);
  }
}

/** A single-quoted word for bash and zsh. */
const quote = (s: string) => `'${s.replace(/'/g, `'\\''`)}'`;
const words = (list: readonly string[]) => list.join(' ');
const functionName = (path: readonly string[]) => `_${path.join('_').replace(/[^A-Za-z0-9_]/g, '_')}`;

function bashScript(program: CompletionCommand): string {
  const name = program.name;
  const commands = walk(program);
  // Per command path: its subcommands, options, options that take a value, and argument choices.
  const cases = commands.map(([path, c]) => [
    `    ${path.join('_')})`,
    `      commands=${quote(words(c.commands.map((s) => s.name)))}`,
    `      options=${quote(words(c.options.flatMap((o) => o.flags)))}`,
    `      values=${quote(words(c.options.filter((o) => o.value).flatMap((o) => o.flags)))}`,
    `      arguments=${quote(words(c.argument?.choices ?? []))}`,
    '      ;;',
  ].join('\n'));
  const choiceCases = commands.flatMap(([path, c]) =>
    c.options.filter((o) => o.value?.choices.length).flatMap((o) => o.flags.map((f) => `    ${quote(`${path.join('_')} ${f}`)}) choices=${quote(words(o.value!.choices))} ;;`)),
  );
  return `# bash completion for ${name}, printed by \`${name} completion bash\`.
# Load it with: source <(${name} completion bash)

_${name}_words() {
  case $1 in
${cases.join('\n')}
    *) commands='' options='' values='' arguments='' ;;
  esac
}

_${name}_choices() {
  choices=''
  case "$1 $2" in
${choiceCases.join('\n')}
  esac
}

_${name}() {
  local cur=\${COMP_WORDS[COMP_CWORD]} prev=\${COMP_WORDS[COMP_CWORD-1]}
  local path=${name} word i skip=0 commands options values arguments choices
  # Follow the subcommands typed so far, stepping over the values of options.
  for ((i = 1; i < COMP_CWORD; i++)); do
    word=\${COMP_WORDS[i]}
    if ((skip)); then skip=0; continue; fi
    _${name}_words "$path"
    if [[ " $values " == *" $word "* ]]; then skip=1
    elif [[ " $commands " == *" $word "* ]]; then path=\${path}_\${word}
    fi
  done
  _${name}_words "$path"
  COMPREPLY=()
  if ((skip)); then
    _${name}_choices "$path" "$prev"
    [[ -n $choices ]] && COMPREPLY=($(compgen -W "$choices" -- "$cur"))
  elif [[ $cur == -* ]]; then
    COMPREPLY=($(compgen -W "$options" -- "$cur"))
  elif [[ -n $commands ]]; then
    COMPREPLY=($(compgen -W "$commands" -- "$cur"))
  elif [[ -n $arguments ]]; then
    COMPREPLY=($(compgen -W "$arguments" -- "$cur"))
  fi
  # Nothing to offer: readline completes file names (-o default).
}

complete -o default -F _${name} ${name}
`;
}

/** Text inside the [...] of a zsh _arguments spec or after the colon of a _describe item. */
const zshText = (s: string) => s.replace(/\\/g, '\\\\').replace(/\[/g, '\\[').replace(/\]/g, '\\]').replace(/:/g, '\\:');

function zshValue(v: CompletionValue): string {
  const action = v.choices.length ? `(${words(v.choices)})` : v.files ? '_files' : ' ';
  return `:${zshText(v.name)}:${action}`;
}

function zshOption(o: CompletionOption): string {
  const spec = `[${zshText(o.description)}]${o.value ? zshValue(o.value) : ''}`;
  if (o.repeatable) return o.flags.map((f) => quote(`*${f}${spec}`)).join(' ');
  if (o.flags.length === 1) return quote(`${o.flags[0]}${spec}`);
  return `${quote(`(${words(o.flags)})`)}{${o.flags.join(',')}}${quote(spec)}`;
}

function zshFunction(path: readonly string[], c: CompletionCommand): string {
  const specs = c.options.map(zshOption);
  if (!c.commands.length) {
    if (c.argument) specs.push(quote(`1${zshValue(c.argument)}`));
    return `${functionName(path)}() {\n  ${['_arguments -s', ...specs].join(' \\\n    ')}\n}`;
  }
  // A command with subcommands: complete their names, then hand the rest to the one typed.
  const items = c.commands.map((s) => `      ${quote(`${zshText(s.name)}:${zshText(s.description)}`)}`);
  const dispatch = c.commands.map((s) => `        ${s.name}) ${functionName([...path, s.name])} ;;`);
  return `${functionName(path)}() {
  local curcontext=$curcontext state state_descr line
  typeset -A opt_args
  _arguments -C \\
    ${[...specs, quote('1: :->command'), quote('*:: :->argument')].join(' \\\n    ')}
  case $state in
    command)
      local -a commands=(
${items.join('\n')}
      )
      _describe -t commands ${quote(`${path.join(' ')} command`)} commands
      ;;
    argument)
      case $words[1] in
${dispatch.join('\n')}
      esac
      ;;
  esac
}`;
}

function zshScript(program: CompletionCommand): string {
  const name = program.name;
  return `#compdef ${name}
# zsh completion for ${name}, printed by \`${name} completion zsh\`.
# Load it with: source <(${name} completion zsh) after compinit, or save it as _${name} in a directory of $fpath.

${walk(program).map(([path, c]) => zshFunction(path, c)).join('\n\n')}

# Sourced or eval-ed: register; autoloaded from $fpath: complete now.
if [[ $funcstack[1] == _${name} ]]; then
  _${name} "$@"
else
  compdef _${name} ${name}
fi
`;
}

/** A single-quoted fish string (fish reads \\ and \' inside single quotes). */
const fishQuote = (s: string) => `'${s.replace(/\\/g, '\\\\').replace(/'/g, "\\'")}'`;

function fishScript(program: CompletionCommand): string {
  const name = program.name;
  const commands = walk(program);
  const lines: string[] = [];
  for (const [path, c] of commands) {
    const at = `-n ${fishQuote(`test (__${name}_path) = ${path.join('_')}`)}`;
    for (const s of c.commands) lines.push(`complete -c ${name} ${at} -f -a ${s.name} -d ${fishQuote(s.description)}`);
    for (const o of c.options) {
      const flags = o.flags.map((f) => (f.startsWith('--') ? `-l ${f.slice(2)}` : `-s ${f.slice(1)}`)).join(' ');
      const value = o.value ? (o.value.choices.length ? ` -x -a ${fishQuote(words(o.value.choices))}` : o.value.files ? ' -r -F' : ' -x') : '';
      lines.push(`complete -c ${name} ${at} ${flags}${value} -d ${fishQuote(o.description)}`);
    }
    if (c.argument?.choices.length) lines.push(`complete -c ${name} ${at} -f -a ${fishQuote(words(c.argument.choices))}`);
    else if (c.argument?.files) lines.push(`complete -c ${name} ${at} -F`);
  }
  const cases = commands.map(([path, c]) => `    case ${path.join('_')}\n      set subcommands ${words(c.commands.map((s) => s.name))}\n      set values ${words(c.options.filter((o) => o.value).flatMap((o) => o.flags))}`);
  return `# fish completion for ${name}, printed by \`${name} completion fish\`.
# Load it with: ${name} completion fish | source, or save it as ~/.config/fish/completions/${name}.fish

# The subcommands typed so far, joined by _ (${name}_upgrade_plan), stepping over the values of options.
function __${name}_path
  set -l path ${name}
  set -l skip 0
  for word in (commandline -opc)[2..-1]
    if test $skip = 1
      set skip 0
      continue
    end
    set -l subcommands
    set -l values
    switch $path
${cases.join('\n')}
    end
    if contains -- $word $values
      set skip 1
    else if contains -- $word $subcommands
      set path {$path}_$word
    end
  end
  echo $path
end

complete -c ${name} -f
${lines.join('\n')}
`;
}
