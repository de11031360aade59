import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { closeAllCatFiles } from '../services/git/catfile/catfile-pool';
import { historyPage, walkHistory } from '../services/git/history-walk';

// The commit list's walk over the cat-file session must list what `git rev-list` lists, in its order.
let work: string;
let gitDir: string;
const git = (...args: string[]) => execFileSync('git', ['--git-dir', gitDir, ...args]).toString().trim();
const revList = (...args: string[]) => git('rev-list', ...args).split('\n').filter(Boolean);

/** History with merges, octopus, equal commit dates and a clock running backwards on one side branch. */
function importHistory(): void {
  const lines: string[] = [];
  let mark = 0;
  const commit = (branch: string, when: number, parents: number[]) => {
    mark += 1;
    const message = `commit ${mark}\n`;
    lines.push(`commit refs/heads/${branch}`, `mark :${mark}`, `committer C <c@example.com> ${when} +0000`, `data ${message.length}`, message.slice(0, -1));
    parents.forEach((parent, i) => lines.push(`${i === 0 ? 'from' : 'merge'} :${parent}`));
    lines.push(`M 100644 inline file${mark % 4}.txt`, 'data 2', `${mark % 10}`, '');
    return mark;
  };
  const root = commit('main', 1000, []);
  let main = root;
  let side = root;
  let other = root;
  for (let i = 1; i <= 12; i++) {
    main = commit('main', 1000 + i * 10, [main]);
    side = commit('side', 1000 + i * 10 - (i % 3 === 0 ? 200 : 0), [side]);
    other = commit('other', 1000 + i * 10, [other]);
    if (i % 4 === 0) main = commit('main', 1000 + i * 10, [main, side]);
    if (i === 9) main = commit('main', 1000 + i * 10 + 5, [main, side, other]);
  }
  execFileSync('git', ['--git-dir', gitDir, 'fast-import', '--quiet'], { input: lines.join('\n') + '\n' });
}

beforeAll(() => {
  work = fs.mkdtempSync(path.join(os.tmpdir(), 'history-walk-'));
  gitDir = path.join(work, 'repo.git');
  execFileSync('git', ['init', '--quiet', '--bare', gitDir]);
  importHistory();
  git('symbolic-ref', 'HEAD', 'refs/heads/main');
});
afterAll(() => {
  closeAllCatFiles();
  fs.rmSync(work, { recursive: true, force: true });
});

describe('the history walk', () => {
  it.each(['main', 'side', 'other', 'HEAD', 'main~3', 'main^2'])('lists %s as git rev-list does', async (revision) => {
    const all = revList(revision);
    expect(await walkHistory(gitDir, revision, 1000)).toEqual(all);
    expect(await walkHistory(gitDir, revision, 7)).toEqual(all.slice(0, 7));
  });

  it('answers null for a revision that names no commit', async () => {
    expect(await walkHistory(gitDir, 'no-such-branch', 20)).toBeNull();
    expect(await walkHistory(gitDir, 'main^{tree}', 20)).toBeNull();
  });

  it('pages as rev-list --skip/--max-count does, and hands ranges and filters to rev-list', async () => {
    const query = { revision: 'main' };
    expect(await historyPage(gitDir, query, 5, 5)).toEqual(revList('--skip=5', '--max-count=5', 'main'));
    expect(await historyPage(gitDir, { revision: 'side..main' }, 0, 20)).toEqual(revList('--max-count=20', 'side..main'));
    expect(await historyPage(gitDir, { revision: 'main^@' }, 0, 20)).toEqual(revList('--max-count=20', 'main^@'));
    expect(await historyPage(gitDir, { revision: 'main', firstParent: true }, 0, 20)).toEqual(revList('--max-count=20', '--first-parent', 'main'));
    expect(await historyPage(gitDir, { revision: 'nope' }, 0, 20)).toEqual([]);
  });

  it('sees a branch moved after its history was read', async () => {
    expect((await walkHistory(gitDir, 'other', 1))![0]).toBe(git('rev-parse', 'other'));
    git('update-ref', 'refs/heads/other', 'main');
    expect(await walkHistory(gitDir, 'other', 3)).toEqual(revList('--max-count=3', 'main'));
  });
});
