import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

export interface GitFixture {
  /** Root served by the fake coordinator's git endpoint. */
  root: string;
  /** `<namespace>/<project>.git` under the root. */
  repositoryPath: string;
  sha: string;
  firstSha: string;
  ref: string;
}

const GIT_ENV = {
  ...process.env,
  GIT_AUTHOR_NAME: 'Runner Test', GIT_AUTHOR_EMAIL: 'runner@example.com',
  GIT_COMMITTER_NAME: 'Runner Test', GIT_COMMITTER_EMAIL: 'runner@example.com',
};

/** A bare repository `grp/demo.git` with two commits on `main` (files given for the second one) and a tag `v1`. */
export function createGitFixture(files: Record<string, string> = {}): GitFixture {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'runner-git-'));
  const work = path.join(root, 'work');
  const git = (cwd: string, ...args: string[]) => execFileSync('git', args, { cwd, env: GIT_ENV }).toString().trim();
  fs.mkdirSync(work);
  git(work, 'init', '-q', '-b', 'main');
  fs.writeFileSync(path.join(work, 'README.md'), '# demo\n');
  git(work, 'add', '-A');
  git(work, 'commit', '-q', '-m', 'first');
  const firstSha = git(work, 'rev-parse', 'HEAD');
  for (const [name, content] of Object.entries({ 'src/app.txt': 'app v2\n', ...files })) {
    fs.mkdirSync(path.dirname(path.join(work, name)), { recursive: true });
    fs.writeFileSync(path.join(work, name), content);
  }
  git(work, 'add', '-A');
  git(work, 'commit', '-q', '-m', 'second');
  git(work, 'tag', 'v1');
  const sha = git(work, 'rev-parse', 'HEAD');
  fs.mkdirSync(path.join(root, 'grp'));
  git(root, 'clone', '-q', '--bare', work, path.join(root, 'grp', 'demo.git'));
  return { root, repositoryPath: 'grp/demo.git', sha, firstSha, ref: 'main' };
}
