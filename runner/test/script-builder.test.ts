import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { BashScript } from '../src/executor/script-builder';
import { shellQuote } from '../src/executor/shell-quote';

/** Runs a built script with a real bash and returns its combined output and exit status. */
function runWithBash(script: BashScript): { output: string; status: number | null } {
  const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'runner-script-')), 'script.sh');
  fs.writeFileSync(file, script.finish());
  const result = spawnSync('bash', [file], { encoding: 'utf8' });
  return { output: result.stdout + result.stderr, status: result.status };
}

describe('BashScript (run by a real bash)', () => {
  it('announces each command as a green `$ command` line before its output', () => {
    const { output, status } = runWithBash(new BashScript().userCommands(['echo one', 'echo "two words"']));
    expect(status).toBe(0);
    expect(output).toBe('\x1b[32;1m$ echo one\x1b[0;m\none\n\x1b[32;1m$ echo "two words"\x1b[0;m\ntwo words\n');
  });

  it('stops at the first failing command with its exit status (errexit), including failures inside a pipeline (pipefail)', () => {
    expect(runWithBash(new BashScript().userCommands(['echo a', 'exit 7', 'echo b']))).toEqual({ output: '\x1b[32;1m$ echo a\x1b[0;m\na\n\x1b[32;1m$ exit 7\x1b[0;m\n', status: 7 });
    const piped = runWithBash(new BashScript().userCommands(['false | cat', 'echo after']));
    expect(piped.status).toBe(1);
    expect(piped.output).not.toContain('after\n');
  });

  it('shows only the first line of a multi-line command, with gitlab-runner\'s note, and runs all of it', () => {
    const { output } = runWithBash(new BashScript().userCommands(['echo first\necho second']));
    expect(output).toBe('\x1b[32;1m$ echo first # collapsed multi-line command\x1b[0;m\nfirst\nsecond\n');
  });

  it('exports variables with any bytes unchanged and unexpanded, and skips keys bash cannot name', () => {
    const tricky = `it's "quoted" $HOME \`date\` \\ back\nnew line\t\x1b[0m`;
    const script = new BashScript()
      .exports([{ key: 'TRICKY', value: tricky }, { key: 'NOT-A-NAME', value: 'x' }, { key: 'AS_FILE', value: 'secret', file: true }], new Map([['AS_FILE', '/tmp/file var']]))
      .line('printf "%s|%s" "$TRICKY" "$AS_FILE"');
    expect(runWithBash(script)).toEqual({ output: `${tricky}|/tmp/file var`, status: 0 });
  });

  it('quotes plain words as they are and anything else as ANSI-C $\'...\'', () => {
    expect(shellQuote('simple/path-1.0')).toBe('simple/path-1.0');
    expect(shellQuote('')).toBe("''");
    expect(shellQuote("a'b\nc")).toBe("$'a\\'b\\nc'");
    expect(shellQuote('\x1b[32;1m')).toBe("$'\\x1b[32;1m'");
  });
});
