import { BadRequestError, FieldErrors, NotFoundError, pageInfo, type Page, type SubgraphContext } from '@forgegraph/platform';
import { RemoteMirror, type MirrorAuthMethod } from '../../entities/remote-mirror.entity';
import type { RemoteMirrorNode } from '../../schema/remote-mirror.type';
import type { CreateRemoteMirrorInput, UpdateRemoteMirrorInput } from '../../schema/remote-mirror.inputs';
import { canAdminMirrors, requireMirrorAdmin } from './mirror-access';
import { scheduleMirrorSync } from './mirror-schedule';
import { sealCredentials, sealPrivateKey } from './mirror-secrets';
import { generateSshKeyPair } from './mirror-ssh-key';
import { mirrorPolicy, mirrorUrlError, splitCredentials } from './mirror-url';
import { remoteMirrorNode } from './mirror-view';

// lib/api/remote_mirrors.rb with RemoteMirrors::{Create,Update,Destroy,Sync}Service.

const AUTH_METHODS: MirrorAuthMethod[] = ['password', 'ssh_public_key'];
const SYNC_REFUSED = 'Cannot proceed with the push mirroring. Please verify your mirror configuration.';

export async function listRemoteMirrors(ctx: SubgraphContext, projectId: number, args: { page: number; perPage: number }): Promise<Page<RemoteMirrorNode>> {
  await requireMirrorAdmin(ctx, projectId);
  const [rows, total] = await ctx.em.findAndCount(RemoteMirror, { projectId }, { orderBy: { id: 'asc' }, limit: args.perPage, offset: (args.page - 1) * args.perPage });
  return { nodes: rows.map((row) => remoteMirrorNode(ctx.runtime, row)), pageInfo: pageInfo(args, total) };
}

export async function findRemoteMirror(ctx: SubgraphContext, projectId: number, mirrorId: string): Promise<RemoteMirrorNode> {
  await requireMirrorAdmin(ctx, projectId);
  return remoteMirrorNode(ctx.runtime, await mirrorOrFail(ctx, projectId, mirrorId));
}

/** `user_project.remote_mirrors.find(params[:mirror_id])`: a miss is `404 Not found`. */
async function mirrorOrFail(ctx: SubgraphContext, projectId: number, mirrorId: string): Promise<RemoteMirror> {
  const id = /^\d{1,9}$/.test(mirrorId) ? Number(mirrorId) : NaN;
  const mirror = Number.isNaN(id) ? null : await ctx.em.findOne(RemoteMirror, { id, projectId });
  if (!mirror) throw NotFoundError.record();
  return mirror;
}

export async function createRemoteMirror(ctx: SubgraphContext, projectId: number, input: CreateRemoteMirrorInput): Promise<RemoteMirrorNode> {
  await requireMirrorAdmin(ctx, projectId);
  const errors = new FieldErrors();
  const urlError = await mirrorUrlError(input.url, mirrorPolicy(await ctx.runtime.settings.current()));
  if (urlError) errors.add('url', urlError);
  const { url, credentials } = splitCredentials(input.url);
  const mirror = new RemoteMirror(projectId, url);
  mirror.encryptedCredentials = sealCredentials(ctx.runtime, credentials);
  mirror.enabled = input.enabled ?? false;
  mirror.keepDivergentRefs = input.keepDivergentRefs ?? false;
  await applyBranchSettings(ctx, mirror, input, errors);
  errors.throwIfAny();
  await ctx.em.persistAndFlush(mirror);
  return remoteMirrorNode(ctx.runtime, mirror);
}

export async function updateRemoteMirror(ctx: SubgraphContext, projectId: number, input: UpdateRemoteMirrorInput): Promise<RemoteMirrorNode> {
  await requireMirrorAdmin(ctx, projectId);
  const mirror = await mirrorOrFail(ctx, projectId, input.mirrorId);
  const errors = new FieldErrors();
  if (input.enabled != null) mirror.enabled = input.enabled;
  if (input.keepDivergentRefs != null) mirror.keepDivergentRefs = input.keepDivergentRefs;
  await applyBranchSettings(ctx, mirror, input, errors);
  errors.throwIfAny();
  await ctx.em.flush();
  return remoteMirrorNode(ctx.runtime, mirror);
}

/**
 * EE's verify_mirror_branches_setting (protected branches win over a regex, a regex turns them off),
 * `validates :mirror_branch_regex, untrusted_regexp: true`, and the auth method (a key pair is made
 * the first time a mirror uses `ssh_public_key`).
 */
async function applyBranchSettings(ctx: SubgraphContext, mirror: RemoteMirror, input: CreateRemoteMirrorInput | UpdateRemoteMirrorInput, errors: FieldErrors): Promise<void> {
  if (input.onlyProtectedBranches != null) mirror.onlyProtectedBranches = input.onlyProtectedBranches;
  if (input.onlyProtectedBranches) mirror.mirrorBranchRegex = null;
  else if (input.mirrorBranchRegex) {
    mirror.mirrorBranchRegex = input.mirrorBranchRegex;
    mirror.onlyProtectedBranches = false;
    const regexError = regexErrorOf(input.mirrorBranchRegex);
    if (regexError) errors.add('mirror_branch_regex', regexError);
  } else if (input.mirrorBranchRegex === '') mirror.mirrorBranchRegex = null;
  if (input.authMethod == null) return;
  if (!AUTH_METHODS.includes(input.authMethod as MirrorAuthMethod)) {
    errors.add('auth_method', 'is not included in the list');
    return;
  }
  mirror.authMethod = input.authMethod as MirrorAuthMethod;
  if (mirror.authMethod === 'ssh_public_key' && !mirror.encryptedSshPrivateKey && errors.isEmpty) {
    const pair = await generateSshKeyPair(`forgegraph remote mirror of project ${mirror.projectId}`);
    mirror.encryptedSshPrivateKey = sealPrivateKey(ctx.runtime, pair.privateKey);
    mirror.sshPublicKey = pair.publicKey;
  }
}

function regexErrorOf(source: string): string | null {
  if (source.length > 255) return 'is too long (maximum is 255 characters)';
  try {
    new RegExp(source);
    return null;
  } catch (error) {
    return `not valid RE2 syntax: ${(error as Error).message.replace(/^Invalid regular expression: /, '')}`;
  }
}

export async function deleteRemoteMirror(ctx: SubgraphContext, projectId: number, mirrorId: string): Promise<boolean> {
  await requireMirrorAdmin(ctx, projectId);
  await ctx.em.removeAndFlush(await mirrorOrFail(ctx, projectId, mirrorId));
  return true;
}

/** RemoteMirrors::SyncService: a disabled mirror is refused; one being pushed is left to finish. */
export async function syncRemoteMirror(ctx: SubgraphContext, projectId: number, mirrorId: string): Promise<boolean> {
  await requireMirrorAdmin(ctx, projectId);
  const mirror = await mirrorOrFail(ctx, projectId, mirrorId);
  if (!mirror.enabled) throw BadRequestError.message(SYNC_REFUSED);
  if (mirror.updateStatus !== 'started') await scheduleMirrorSync(ctx.runtime, mirror);
  return true;
}

/** GET .../public_key: `not_found!` (404 Not Found) unless the mirror uses SSH key authentication. */
export async function remoteMirrorPublicKey(ctx: SubgraphContext, projectId: number, mirrorId: string): Promise<string> {
  await requireMirrorAdmin(ctx, projectId);
  const mirror = await mirrorOrFail(ctx, projectId, mirrorId);
  if (mirror.authMethod !== 'ssh_public_key' || !mirror.sshPublicKey) throw NotFoundError.withMessage('404 Not Found');
  return mirror.sshPublicKey;
}

/** The subscription's re-query: the mirror, or null when gone or not the caller's to administer. */
export async function findVisibleRemoteMirror(ctx: SubgraphContext, id: string): Promise<RemoteMirrorNode | null> {
  const mirror = /^\d{1,9}$/.test(id) ? await ctx.em.findOne(RemoteMirror, { id: Number(id) }) : null;
  if (!mirror) return null;
  return (await canAdminMirrors(ctx, mirror.projectId)) ? remoteMirrorNode(ctx.runtime, mirror) : null;
}
