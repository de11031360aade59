import { ANSI } from '../trace/ansi';
import type { JobVariable } from '../network/job-payload';
import { shellQuote } from './shell-quote';

/**
 * Writes the bash scripts of a job's stages the way gitlab-runner's `BashWriter` does: each script exports the job's
 * variables and runs its lines inside `: | eval '...'` under `errexit` (and `pipefail` where bash has it), so the
 * first failing command ends the stage with its exit status, and TERM makes it `exit 1` quietly.
 */
export class BashScript {
  private readonly lines: string[] = [];

  line(text: string): this {
    this.lines.push(text);
    return this;
  }

  command(...words: string[]): this {
    return this.line(words.map(shellQuote).join(' '));
  }

  /** A green line in the log, as gitlab-runner's `Noticef`. */
  notice(text: string): this {
    return this.line(`echo ${shellQuote(`${ANSI.boldGreen}${text}${ANSI.reset}`)}`);
  }

  warning(text: string): this {
    return this.line(`echo ${shellQuote(`${ANSI.yellow}WARNING: ${text}${ANSI.reset}`)}`);
  }

  exports(variables: JobVariable[], filePaths: ReadonlyMap<string, string>): this {
    for (const variable of variables) {
      if (!/^[A-Za-z_][A-Za-z0-9_]*$/.test(variable.key)) continue;
      const value = variable.file ? filePaths.get(variable.key) ?? '' : variable.value;
      this.line(`export ${variable.key}=${shellQuote(value)}`);
    }
    return this;
  }

  /**
   * The user's commands: each is announced as `$ command` in green (only the first line of a multi-line one, with
   * gitlab-runner's `# collapsed multi-line command` note) and then run.
   */
  userCommands(commands: string[]): this {
    for (const raw of commands) {
      const command = raw.trim();
      if (command === '') {
        this.line('echo');
        continue;
      }
      const [first, ...rest] = command.split('\n');
      this.notice(rest.length ? `$ ${first} # collapsed multi-line command` : `$ ${first}`);
      this.line(command);
    }
    return this;
  }

  /** The complete script handed to bash. */
  finish(): string {
    const body = this.lines.join('\n') + '\n';
    return [
      '#!/usr/bin/env bash',
      '',
      'trap exit 1 TERM',
      '',
      'if set -o | grep pipefail > /dev/null; then set -o pipefail; fi; set -o errexit',
      'set +o noclobber',
      `: | eval ${shellQuote(body)}`,
      'exit 0',
      '',
    ].join('\n');
  }
}
