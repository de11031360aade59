import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { execFileSync } from 'node:child_process';
import { GitCommandError, runGit } from '../services/git/git-command';

// runGit runs buffered commands in the git helper process: same answers as git run directly.
let gitDir: string;

beforeAll(() => {
  gitDir = fs.mkdtempSync(path.join(os.tmpdir(), 'git-command-'));
  execFileSync('git', ['init', '--quiet', '--bare', gitDir]);
});
afterAll(() => fs.rmSync(gitDir, { recursive: true, force: true }));

describe('runGit', () => {
  it('passes input, returns stdout as bytes, and keeps binary content intact', async () => {
    const content = Buffer.from([0, 1, 2, 255, 10, 0]);
    const { stdout } = await runGit(gitDir, ['hash-object', '-w', '--stdin'], { input: content });
    const oid = stdout.toString().trim();
    expect(oid).toBe(execFileSync('git', ['hash-object', '--stdin'], { input: content }).toString().trim());
    expect((await runGit(gitDir, ['cat-file', 'blob', oid])).stdout.equals(content)).toBe(true);
  });

  it('refuses an exit status the caller did not accept, with git stderr, and accepts listed ones', async () => {
    const failure = await runGit(gitDir, ['rev-parse', '--verify', 'no-such-ref']).catch((e: unknown) => e);
    expect(failure).toBeInstanceOf(GitCommandError);
    expect((failure as GitCommandError).exitCode).toBe(128);
    const accepted = await runGit(gitDir, ['rev-parse', '--verify', '--quiet', 'no-such-ref'], { okCodes: [0, 1] });
    expect(accepted.exitCode).toBe(1);
  });

  it('hands each command its own environment and answers concurrent commands each with its own output', async () => {
    const env = { GIT_AUTHOR_NAME: 'Ada', GIT_AUTHOR_EMAIL: 'ada@example.com', GIT_AUTHOR_DATE: '2020-01-01T00:00:00Z' };
    const ident = await runGit(gitDir, ['var', 'GIT_AUTHOR_IDENT'], { env });
    expect(ident.stdout.toString()).toMatch(/^Ada <ada@example.com> 1577836800 \+0000/);
    const inputs = Array.from({ length: 12 }, (_, i) => `blob ${i}\n`);
    const oids = await Promise.all(inputs.map((input) => runGit(gitDir, ['hash-object', '--stdin'], { input })));
    expect(oids.map((r) => r.stdout.toString().trim())).toEqual(inputs.map((input) => execFileSync('git', ['hash-object', '--stdin'], { input }).toString().trim()));
  });
});
