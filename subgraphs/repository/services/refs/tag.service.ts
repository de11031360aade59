import { AccessLevel, BadRequestError, ForbiddenError, NotFoundError, pageInfo, type Page, type SubgraphContext } from '@forgegraph/platform';
import { commitNode } from '../../schema/commit.type';
import { TagNode } from '../../schema/tag.type';
import { commitLoader } from '../commits/commit-loaders';
import { readableRepository } from '../commits/commit-query.service';
import { committerFor } from '../commits/committer';
import { runGit } from '../git/git-command';
import { parseTag } from '../git/object-parser';
import { readObjects, ZERO_OID } from '../git/object-reader';
import { isValidRefName, TAG_PREFIX } from '../git/ref-names';
import { withRefLocks } from '../git/ref-lock';
import { deleteRef, findRef, listRefs, resolveCommit, updateRef, type RefEntry } from '../git/refs';
import { requirePushCode } from '../access/code-access';
import { recordRefUpdate, tagRef } from '../repositories/push-events';
import type { OpenRepository } from '../repositories/repository-store';
import { filterByName } from './ref-search';
import { canCreateTag, isTagProtected, protectedTagRulesLoader } from './protected-tag-rules';
import { deleteReleaseOfTag } from '../releases/release-cleanup';
import { PUSH_MESSAGES } from '../push/push-rules';
import { openWritableRepository } from '../storage-moves/repository-read-only';

export interface ListTagsArgs {
  orderBy?: 'name' | 'updated' | 'version';
  sort?: 'asc' | 'desc';
  search?: string | null;
  page: number;
  perPage: number;
}

const SORT_KEYS = { name: 'refname', updated: 'creatordate', version: 'version:refname' } as const;

/** GET /repository/tags: `order_by` updated (default), name or version; `sort` desc (default) or asc. */
export async function listTags(ctx: SubgraphContext, projectId: number, args: ListTagsArgs): Promise<Page<TagNode>> {
  const repo = await readableRepository(ctx, projectId);
  const key = SORT_KEYS[args.orderBy ?? 'updated'];
  if (!key) throw BadRequestError.param('order_by does not have a valid value');
  if (args.sort && args.sort !== 'asc' && args.sort !== 'desc') throw BadRequestError.param('sort does not have a valid value');
  const refs = filterByName(await listRefs(repo.gitDir, TAG_PREFIX.slice(0, -1), ['refname', `${args.sort === 'asc' ? '' : '-'}${key}`]), args.search);
  const start = (args.page - 1) * args.perPage;
  return { nodes: await tagNodes(ctx, repo, refs.slice(start, start + args.perPage)), pageInfo: pageInfo(args, refs.length) };
}

/** GET /repository/tags/:tag_name; `404 Tag Not Found`. */
export async function findTag(ctx: SubgraphContext, projectId: number, name: string): Promise<TagNode> {
  const repo = await readableRepository(ctx, projectId);
  return tagIn(ctx, repo, name);
}

async function tagIn(ctx: SubgraphContext, repo: OpenRepository, name: string): Promise<TagNode> {
  const ref = name ? await findRef(repo.gitDir, tagRef(name)) : null;
  if (!ref) throw NotFoundError.resource('Tag');
  return (await tagNodes(ctx, repo, [ref]))[0];
}

/** Builds tag nodes with one `cat-file --batch` for the annotations and one for the commits. */
export async function tagNodes(ctx: SubgraphContext, repo: OpenRepository, refs: RefEntry[]): Promise<TagNode[]> {
  const annotated = refs.filter((r) => r.objectType === 'tag').map((r) => r.target);
  const objects = await readObjects(repo.gitDir, annotated);
  const commits = await Promise.all(refs.map((r) => commitLoader(ctx, repo.gitDir).load(r.commitId)));
  const rules = await protectedTagRulesLoader(ctx).load(repo.projectId);
  return refs.map((ref, i) => {
    const object = objects.get(ref.target);
    const tag = object ? parseTag(object.oid, object.data) : null;
    const commit = commits[i];
    return Object.assign(new TagNode(), {
      id: `${repo.projectId}:${ref.name}`,
      projectId: String(repo.projectId),
      name: ref.name,
      message: tag ? tag.message.replace(/\n+$/, '') : null,
      target: ref.target,
      commit: commit ? commitNode(repo.projectId, repo.gitDir, commit) : null,
      protected: isTagProtected(rules, ref.name),
      createdAt: ref.creatorDate,
      taggerEmail: tag?.tagger?.email ?? null,
      gitDir: repo.gitDir,
      signatureData: tag?.signature ?? null,
    });
  });
}

const refused = (message: string) => BadRequestError.message(message);

/**
 * POST /repository/tags (Tags::CreateService): a message makes an annotated tag (written with
 * `git mktag`, the caller as tagger); the ref is created with compare-and-swap against "absent".
 */
export async function createTag(ctx: SubgraphContext, input: { projectId: number; tagName: string; ref: string; message?: string | null }): Promise<TagNode> {
  const grant = await requirePushCode(ctx, input.projectId);
  const repo = await openWritableRepository(ctx, input.projectId);
  if (!input.ref) throw refused('Target is empty');
  if (!isValidRefName(input.tagName)) throw refused('Tag name invalid');
  // Gitaly's pre-receive hook (TagCheck) refuses it; Tags::CreateService answers its text with 400.
  if (!canCreateTag(ctx, await protectedTagRulesLoader(ctx).load(repo.projectId), grant, input.tagName)) throw refused(PUSH_MESSAGES.createProtectedTag);
  const commit = await resolveCommit(repo.gitDir, input.ref);
  if (!commit) throw refused(`Target ${input.ref} is invalid`);
  const message = input.message?.trim() ?? '';
  const ref = tagRef(input.tagName);
  const target = await withRefLocks(repo.gitDir, [ref], async () => {
    if (await findRef(repo.gitDir, ref)) throw refused(`Tag ${input.tagName} already exists`);
    const object = message ? await writeTagObject(ctx, repo, { commit, name: input.tagName, message }) : commit;
    if (!(await updateRef(repo.gitDir, ref, object, ZERO_OID))) throw refused(`Tag ${input.tagName} already exists`);
    return object;
  });
  await recordRefUpdate(ctx, { projectId: repo.projectId, ref, before: ZERO_OID, after: target });
  return tagIn(ctx, repo, input.tagName);
}

async function writeTagObject(ctx: SubgraphContext, repo: OpenRepository, tag: { commit: string; name: string; message: string }): Promise<string> {
  const tagger = await committerFor(ctx);
  const clean = (value: string) => value.replace(/[<>\n]/g, '').trim();
  const ident = `${clean(tagger.name)} <${clean(tagger.email)}> ${Math.floor(Date.now() / 1000)} +0000`;
  const text = `object ${tag.commit}\ntype commit\ntag ${tag.name}\ntagger ${ident}\n\n${tag.message}\n`;
  const { stdout } = await runGit(repo.gitDir, ['mktag'], { input: text });
  return stdout.toString('utf8').trim();
}

/**
 * DELETE /repository/tags/:tag_name; `404 Tag Not Found`. A protected tag only by Maintainers
 * (Gitlab::Git::TagPolicy `delete_tag`: 403 otherwise). The tag's release goes with it (Tags::DestroyService).
 */
export async function deleteTag(ctx: SubgraphContext, projectId: number, name: string): Promise<boolean> {
  const grant = await requirePushCode(ctx, projectId);
  const repo = await openWritableRepository(ctx, projectId);
  const ref = tagRef(name);
  const isMaintainer = grant.isAdmin || grant.accessLevel >= AccessLevel.MAINTAINER || ctx.actor.origin === 'service';
  const before = await withRefLocks(repo.gitDir, [ref], async () => {
    const current = name ? await findRef(repo.gitDir, ref) : null;
    if (!current) throw NotFoundError.resource('Tag');
    if (!isMaintainer && isTagProtected(await protectedTagRulesLoader(ctx).load(projectId), name)) throw ForbiddenError.create();
    if (!(await deleteRef(repo.gitDir, ref, current.target))) throw refused(`Could not delete tag ${name}. Please refresh and try again.`);
    return current.target;
  });
  await recordRefUpdate(ctx, { projectId, ref, before, after: ZERO_OID });
  await deleteReleaseOfTag(ctx, projectId, name);
  return true;
}
