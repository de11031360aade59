import { execFile } from 'node:child_process';
import fs from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { warning } from '../trace/ansi';
import { globToRegExp, hasGlobMeta } from './glob';

export interface CollectOptions {
  projectDir: string;
  paths: string[];
  exclude: string[];
  untracked: boolean;
  /** Receives the log lines gitlab-runner's archiver prints. */
  log: (line: string) => void;
}

/**
 * The files an `artifacts` entry names, as gitlab-runner's `fileArchiver` finds them: each path or glob relative to the
 * project directory (a matched directory brings everything under it), plus `git ls-files -o` for `untracked`, minus
 * `exclude`; nothing outside the project directory. Returns sorted slash-separated relative paths (directories end
 * with `/`).
 */
export async function collectArtifactFiles(options: CollectOptions): Promise<string[]> {
  const root = path.resolve(options.projectDir);
  const all = await walk(root);
  const selected = new Set<string>();
  for (const pattern of options.paths) {
    const matches = matchPattern(root, all, pattern, options.log);
    for (const match of matches) selected.add(match);
    if (matches.length) options.log(`${pattern}: found ${matches.length} matching artifact files and directories\n`);
    else options.log(warning(`${pattern}: no matching files. Ensure that the artifact path is relative to the working directory (${root})`));
  }
  if (options.untracked) {
    const untracked = await untrackedFiles(root);
    for (const file of untracked) selected.add(file);
    options.log(`untracked: found ${untracked.length} files\n`);
  }
  for (const pattern of options.exclude) {
    const regexp = globToRegExp(stripSlashes(pattern));
    const excluded = [...selected].filter((entry) => regexp.test(entry.replace(/\/$/, '')) || isUnder(entry, stripSlashes(pattern)));
    for (const entry of excluded) selected.delete(entry);
    options.log(`${pattern}: excluded ${excluded.length} files\n`);
  }
  return [...selected].sort();
}

function matchPattern(root: string, all: string[], pattern: string, log: (line: string) => void): string[] {
  const absolute = path.resolve(root, pattern);
  if (absolute !== root && !absolute.startsWith(root + path.sep)) {
    log(warning(`artifact path is not a subpath of project directory: ${pattern}`));
    return [];
  }
  const relative = path.relative(root, absolute).split(path.sep).join('/');
  const regexp = hasGlobMeta(pattern) ? globToRegExp(relative) : null;
  const roots = all.filter((entry) => {
    const bare = entry.replace(/\/$/, '');
    return regexp ? regexp.test(bare) : bare === relative || (relative === '' && bare !== '');
  });
  return all.filter((entry) => roots.some((matched) => entry === matched || (matched.endsWith('/') && entry.startsWith(matched))));
}

/** Every file, symlink and directory under `root`, relative, directories with a trailing `/`; symlinks are not followed. */
async function walk(root: string, prefix = ''): Promise<string[]> {
  let entries;
  try {
    entries = await fs.readdir(path.join(root, prefix), { withFileTypes: true });
  } catch {
    return [];
  }
  const found: string[] = [];
  for (const entry of entries) {
    const relative = prefix ? `${prefix}/${entry.name}` : entry.name;
    if (entry.isDirectory()) {
      found.push(`${relative}/`, ...(await walk(root, relative)));
    } else found.push(relative);
  }
  return found;
}

async function untrackedFiles(root: string): Promise<string[]> {
  try {
    const { stdout } = await promisify(execFile)('git', ['ls-files', '-o', '-z'], { cwd: root, maxBuffer: 64 * 1024 * 1024 });
    return stdout.split('\0').filter(Boolean);
  } catch {
    return [];
  }
}

function stripSlashes(pattern: string): string {
  return pattern.replace(/^\.\//, '').replace(/\/+$/, '');
}

function isUnder(entry: string, directory: string): boolean {
  return !hasGlobMeta(directory) && entry.startsWith(`${directory}/`);
}
