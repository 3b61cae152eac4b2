import type { DefaultRenderer, ListrTask } from 'listr2';
import { naturalCompare } from '../model/address.js';
import type { ProgressEvent } from '../model/progress.js';
import { onDemand } from '../model/on-demand.js';
import { progressText } from '../views/progress-lines.js';
import { terminalSafe } from '../views/terminal-safe.js';
import type { ProgressReporter, ProgressScope } from './progress.js';

// listr2 loads node:tty and node:net with it, about 2.5 ms of every start; only a terminal draws it.
const listr2 = onDemand<typeof import('listr2')>('listr2');

let stderrRenderer: typeof DefaultRenderer | undefined;
/**
 * listr2 decides from stdout whether it may draw; k8sform draws on stderr, already known to be a
 * terminal (stdout may be a file: `plan --json > plan.json`).
 */
const StderrRenderer = (): typeof DefaultRenderer =>
  (stderrRenderer ??= class extends listr2().DefaultRenderer {
    static override nonTTY = true;
  });

type Outcome = 'done' | 'skip' | Error;

/** A listr2 task whose state follows events instead of doing work itself. */
class Row {
  private wrapper?: { title?: string; output?: string; skip(message?: string): void };
  private title: string;
  private output?: string;
  private settled = false;
  private finish!: (o: Outcome) => void;
  private readonly outcome = new Promise<Outcome>((resolve) => (this.finish = resolve));

  constructor(title: string) {
    this.title = terminalSafe(title);
  }

  task(): ListrTask {
    return {
      title: this.title,
      task: async (_ctx, wrapper) => {
        this.wrapper = wrapper;
        wrapper.title = this.title;
        if (this.output) wrapper.output = this.output;
        const o = await this.outcome;
        if (o instanceof Error) throw o;
        if (o === 'skip') wrapper.skip(this.title);
      },
    };
  }

  set(title: string): void {
    this.title = terminalSafe(title);
    if (this.wrapper) this.wrapper.title = this.title;
  }

  /** A line under the title: what the row waits for now. */
  note(output: string): void {
    this.output = terminalSafe(output);
    if (this.wrapper) this.wrapper.output = this.output;
  }

  settle(o: Outcome): void {
    if (this.settled) return;
    this.settled = true;
    this.finish(o);
  }
}

/** One listr2 display: the hosts being read, or the rollout's steps. */
class Display {
  readonly rows = new Map<string, Row>();
  /** The row the hosts fold under: its title counts the hosts done. */
  private header?: { title?: string };
  /** That title, kept for when the row starts: local hosts can all be read before listr2 runs it. */
  private headerTitle?: string;
  hostsDone = 0;
  private readonly done: Promise<void>;

  /** `after`: the display before this one has ended (two live displays would overwrite each other). */
  constructor(tasks: (display: Display) => ListrTask[], concurrent: boolean, after: Promise<void>) {
    const { Listr, ListrLogger, ProcessOutput } = listr2();
    const listr = new Listr(tasks(this), {
      concurrent,
      exitOnError: !concurrent,
      // apply's own SIGINT handling rolls back a waiting step; listr2 must not exit the process.
      registerSignalListeners: false,
      renderer: StderrRenderer(),
      rendererOptions: {
        // Draw on stderr; whatever else is written meanwhile (stdout included) is held and printed
        // after the display ends, so the two never interleave on the terminal.
        logger: new ListrLogger({ useIcons: true, processOutput: new ProcessOutput(process.stderr, process.stdout, { leaveEmptyLine: false }) }),
      },
    });
    this.done = after.then(() => listr.run()).then(() => undefined, () => undefined);
  }

  /** The row the hosts fold under, once listr2 runs it. */
  headerStarted(header: { title?: string }): void {
    this.header = header;
    if (this.headerTitle) header.title = this.headerTitle;
  }

  setHeader(title: string): void {
    this.headerTitle = title;
    if (this.header) this.header.title = title;
  }

  row(key: string, title: string): Row {
    const r = new Row(title);
    this.rows.set(key, r);
    return r;
  }

  /** Rows still waiting (an error cut the run short) are shown as skipped, never as done. */
  async stop(): Promise<void> {
    for (const r of this.rows.values()) r.settle('skip');
    await this.done;
  }
}

/** The terminal renderer: a live task list per host while reading, per step while rolling out. */
export function ttyProgress(command: string, scope: ProgressScope): ProgressReporter {
  let display: Display | undefined;
  /** Ends the current display, if any, so that the next one starts below it. */
  const replace = () => {
    const previous = display;
    display = undefined;
    return previous ? previous.stop() : Promise.resolve();
  };
  const text = (e: ProgressEvent) => progressText(command, e);
  const row = (key: string) => display?.rows.get(key);

  const hostDone = (host: string, what: string) => {
    if (!display) return;
    row(host)?.settle('done');
    const hosts = [...display.rows.keys()].filter((k) => k !== 'render' && k !== 'compare').length;
    if (++display.hostsDone === hosts) display.setHeader(`${command}: ${hosts} host${hosts === 1 ? '' : 's'} ${what}`);
  };

  const emit = (e: ProgressEvent): void => {
    switch (e.kind) {
      case 'connecting':
        display = hostsDisplay(text(e), [...e.hosts].sort(naturalCompare), scope, replace());
        return;
      case 'host-connected':
        row(e.host)?.set(`host[${e.host}] ${scope === 'plan' ? 'reading' : 'connected'}`);
        if (scope === 'connect') hostDone(e.host, 'connected');
        return;
      case 'host-failed':
        row(e.host)?.settle(new Error(text(e)));
        return;
      case 'host-read':
        row(e.host)?.set(text(e));
        hostDone(e.host, 'read');
        return;
      case 'apiserver':
        row('render')?.note(text(e));
        return;
      case 'rendered':
        row('render')?.set(text(e));
        row('render')?.settle('done');
        return;
      case 'host-compared':
        return;
      case 'compared':
        row('compare')?.set(text(e));
        row('compare')?.settle('done');
        return;
      case 'rollout':
        display = new Display((d) => e.steps.map((s) => d.row(`step ${s.number}`, `[${s.number}/${e.steps.length}] ${s.title}`).task()), false, replace());
        return;
      case 'step-started':
        row(`step ${e.step}`)?.set(`[${e.step}/${e.of}] ${e.title}`);
        return;
      case 'step-gated':
        row(`step ${e.step}`)?.note(`host[${e.host}]: waiting for the ${e.gate}`);
        return;
      case 'gate-seen':
        row(`step ${e.step}`)?.note(text(e));
        return;
      case 'step-done':
        row(`step ${e.step}`)?.settle('done');
        return;
      case 'step-rolled-back':
      case 'step-failed':
        row(`step ${e.step}`)?.settle(new Error(text(e)));
        return;
    }
  };

  return {
    emit,
    stop: replace,
  };
}

/** Hosts connect and are read at once (shown under one row that folds away when all are done); then render and compare. */
function hostsDisplay(title: string, hosts: readonly string[], scope: ProgressScope, after: Promise<void>): Display {
  return new Display((d) => {
    const hostRows = hosts.map((h) => d.row(h, `host[${h}] connecting`));
    const all: ListrTask = {
      title,
      task: (_ctx, t) => {
        d.headerStarted(t);
        return t.newListr(hostRows.map((r) => r.task()), { concurrent: true, exitOnError: false });
      },
    };
    if (scope === 'connect') return [all];
    return [all, d.row('render', 'render').task(), d.row('compare', 'compare').task()];
  }, false, after);
}
