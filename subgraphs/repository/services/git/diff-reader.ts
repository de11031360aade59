import { runGit } from './git-command';
import { cachedResult, immutable, roughSize } from './immutable-results';

/** One changed file, shaped like GitLab's Diff entity. */
export interface FileDiff {
  oldPath: string;
  newPath: string;
  aMode: string;
  bMode: string;
  newFile: boolean;
  renamedFile: boolean;
  deletedFile: boolean;
  /** The hunks (from the first `@@`), or git's `Binary files … differ` line. */
  diff: string;
}

interface RawChange {
  status: string;
  aMode: string;
  bMode: string;
  oldPath: string;
  newPath: string;
}

/**
 * Changes between two trees or commits with rename detection. Paths and modes come from
 * `--raw -z` (exact bytes, no quoting); the hunk text from `-p`, matched to them in order.
 */
export async function diffBetween(gitDir: string, base: string, head: string): Promise<FileDiff[]> {
  if (!immutable(base, head)) return readDiff(gitDir, base, head);
  return cachedResult(`diff:${gitDir}:${base}:${head}`, () => readDiff(gitDir, base, head), roughSize);
}

async function readDiff(gitDir: string, base: string, head: string): Promise<FileDiff[]> {
  const [raw, patch] = await Promise.all([
    runGit(gitDir, ['diff', '--raw', '-z', '-M', '--abbrev=40', '--no-ext-diff', base, head]),
    runGit(gitDir, ['diff', '-p', '-M', '--no-color', '--no-ext-diff', '--full-index', base, head]),
  ]);
  const changes = parseRaw(raw.stdout.toString('utf8'));
  const blocks = splitPatch(patch.stdout.toString('utf8'));
  return changes.map((change, i) => ({
    oldPath: change.oldPath,
    newPath: change.newPath,
    aMode: change.aMode,
    bMode: change.bMode,
    newFile: change.status === 'A',
    renamedFile: change.status === 'R',
    deletedFile: change.status === 'D',
    diff: hunksOf(blocks[i] ?? ''),
  }));
}

function parseRaw(text: string): RawChange[] {
  const fields = text.split('\0');
  const changes: RawChange[] = [];
  for (let i = 0; i < fields.length - 1; ) {
    const [aMode, bMode, , , status] = fields[i].slice(1).split(' ');
    const kind = status[0];
    const twoPaths = kind === 'R' || kind === 'C';
    const oldPath = fields[i + 1];
    const newPath = twoPaths ? fields[i + 2] : oldPath;
    changes.push({ status: kind, aMode: aMode === '000000' ? '0' : aMode, bMode: bMode === '000000' ? '0' : bMode, oldPath, newPath });
    i += twoPaths ? 3 : 2;
  }
  return changes;
}

function splitPatch(text: string): string[] {
  if (!text) return [];
  return text.split(/^diff --git /m).slice(1);
}

function hunksOf(block: string): string {
  const hunk = block.search(/^@@ /m);
  if (hunk >= 0) return block.slice(hunk);
  const binary = /^Binary files .* differ$/m.exec(block);
  return binary ? binary[0] + '\n' : '';
}
