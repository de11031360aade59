import { runGit, gitText } from '../git/git-command';
import { ruleMatches } from '../refs/protected-branch-rules';
import { runMirrorGit, type MirrorRemote } from './mirror-transport';

const BRANCHES = 'refs/heads/';
const TAGS = 'refs/tags/';

export interface MirrorScope {
  keepDivergentRefs: boolean;
  /** only_protected_branches: the project's protection rule names (wildcards allowed). */
  protectedNames: string[] | null;
  /** mirror_branch_regex. */
  branchRegex: RegExp | null;
}

export interface MirrorPushResult {
  divergentRefs: string[];
}

/**
 * Gitaly's UpdateRemoteMirror: compares our branches and tags with the remote's, then pushes what
 * differs in one `git push`. Without keep_divergent_refs every difference is forced and refs the
 * remote has but we do not are deleted; with it, a remote ref that is not an ancestor of ours is
 * left alone and reported as divergent, and nothing is deleted. Branch filters limit both sides.
 */
export async function pushToMirror(gitDir: string, remote: MirrorRemote, scope: MirrorScope): Promise<MirrorPushResult> {
  const [local, remoteRefs] = await Promise.all([localRefs(gitDir), lsRemote(gitDir, remote)]);
  const inScope = (ref: string) => ref.startsWith(TAGS) || (ref.startsWith(BRANCHES) && branchInScope(ref.slice(BRANCHES.length), scope));
  const refspecs: string[] = [];
  const divergentRefs: string[] = [];
  for (const [ref, sha] of local) {
    if (!inScope(ref)) continue;
    const theirs = remoteRefs.get(ref);
    if (theirs === sha) continue;
    if (!theirs || !scope.keepDivergentRefs) refspecs.push(`+${ref}:${ref}`);
    else if (await isAncestor(gitDir, theirs, sha)) refspecs.push(`${ref}:${ref}`);
    else divergentRefs.push(ref);
  }
  if (!scope.keepDivergentRefs) {
    for (const ref of remoteRefs.keys()) if (inScope(ref) && !local.has(ref)) refspecs.push(`:${ref}`);
  }
  if (refspecs.length) await runMirrorGit(gitDir, remote, ['push', remote.url, ...refspecs]);
  return { divergentRefs };
}

function branchInScope(branch: string, scope: MirrorScope): boolean {
  if (scope.protectedNames) return scope.protectedNames.some((name) => ruleMatches({ name }, branch));
  if (scope.branchRegex) return scope.branchRegex.test(branch);
  return true;
}

async function localRefs(gitDir: string): Promise<Map<string, string>> {
  const text = await gitText(gitDir, ['for-each-ref', '--format=%(objectname) %(refname)', BRANCHES, TAGS]);
  return new Map(text.split('\n').filter(Boolean).map((line) => {
    const [sha, ref] = line.split(' ');
    return [ref, sha] as [string, string];
  }));
}

async function lsRemote(gitDir: string, remote: MirrorRemote): Promise<Map<string, string>> {
  const text = await runMirrorGit(gitDir, remote, ['ls-remote', '--heads', '--tags', remote.url]);
  const refs = new Map<string, string>();
  for (const line of text.split('\n')) {
    const [sha, ref] = line.split('\t');
    if (sha && ref && !ref.endsWith('^{}')) refs.set(ref, sha);
  }
  return refs;
}

/** Whether their tip is already in our history: an object we lack cannot be (the remote moved on). */
async function isAncestor(gitDir: string, theirs: string, ours: string): Promise<boolean> {
  const known = await runGit(gitDir, ['cat-file', '-e', `${theirs}^{commit}`], { okCodes: [0, 1, 128] });
  if (known.exitCode !== 0) return false;
  const result = await runGit(gitDir, ['merge-base', '--is-ancestor', theirs, ours], { okCodes: [0, 1] });
  return result.exitCode === 0;
}
