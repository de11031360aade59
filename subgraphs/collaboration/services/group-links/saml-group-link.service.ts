import { AccessLevel, BadRequestError, NotFoundError, UnprocessableError, type SubgraphContext } from '@forgegraph/platform';
import { UniqueConstraintViolationException } from '@mikro-orm/core';
import { SamlGroupLink } from '../../entities/saml-group-link.entity';
import type { CreateSamlGroupLinkInput, SamlGroupLinkKeyInput } from '../../schema/group-link.inputs';
import { samlLinkGroup } from './group-link-access';

/** Group#access_level_roles: the roles a SAML group link may grant (no Minimal access). */
const LINK_LEVELS: readonly number[] = [
  AccessLevel.GUEST, AccessLevel.PLANNER, AccessLevel.REPORTER, AccessLevel.DEVELOPER, AccessLevel.MAINTAINER, AccessLevel.OWNER,
];
const MAX_LENGTH = 255;
const TAKEN = 'Saml group name has already been taken';

/** GET /groups/:id/saml_group_links */
export async function listSamlGroupLinks(ctx: SubgraphContext, ref: string): Promise<SamlGroupLink[]> {
  const group = await samlLinkGroup(ctx, ref);
  return ctx.em.find(SamlGroupLink, { groupId: group.id }, { orderBy: { id: 'asc' } });
}

/** GET /groups/:id/saml_group_links/:saml_group_name */
export async function findSamlGroupLink(ctx: SubgraphContext, ref: string, key: SamlGroupLinkKeyInput): Promise<SamlGroupLink> {
  const group = await samlLinkGroup(ctx, ref);
  return linkByName(ctx, group.id, key);
}

/**
 * POST /groups/:id/saml_group_links (GroupSaml::SamlGroupLinks::CreateService): model errors answer
 * 400 with the full messages joined by ",".
 */
export async function createSamlGroupLink(ctx: SubgraphContext, ref: string, input: CreateSamlGroupLinkInput): Promise<SamlGroupLink> {
  const group = await samlLinkGroup(ctx, ref);
  const name = input.samlGroupName.trim();
  const provider = input.provider?.trim() || null;
  const problems = linkProblems(name, provider, input.accessLevel);
  if (!problems.length && (await ctx.em.count(SamlGroupLink, { groupId: group.id, samlGroupName: name, provider }))) problems.push(TAKEN);
  if (problems.length) throw BadRequestError.message(problems.join(','));
  const link = ctx.em.create(SamlGroupLink, {
    groupId: group.id, samlGroupName: name, accessLevel: input.accessLevel, memberRoleId: input.memberRoleId ?? null, provider,
  });
  try {
    await ctx.em.flush();
  } catch (error) {
    if (error instanceof UniqueConstraintViolationException) throw BadRequestError.message(TAKEN);
    throw error;
  }
  return link;
}

/** SamlGroupLink's validations, in its order. */
function linkProblems(name: string, provider: string | null, accessLevel: number): string[] {
  const problems: string[] = [];
  if (!name) problems.push("Saml group name can't be blank");
  if (name.length > MAX_LENGTH) problems.push(`Saml group name is too long (maximum is ${MAX_LENGTH} characters)`);
  if (provider && provider.length > MAX_LENGTH) problems.push(`Provider is too long (maximum is ${MAX_LENGTH} characters)`);
  if (!LINK_LEVELS.includes(accessLevel)) problems.push('Access level is invalid');
  return problems;
}

/** DELETE /groups/:id/saml_group_links/:saml_group_name */
export async function deleteSamlGroupLink(ctx: SubgraphContext, ref: string, key: SamlGroupLinkKeyInput): Promise<boolean> {
  const group = await samlLinkGroup(ctx, ref);
  const link = await linkByName(ctx, group.id, key);
  await ctx.em.remove(link).flush();
  return true;
}

/**
 * find_saml_group_link_with_provider: a given `provider` (blank: none) narrows same-named links;
 * without it several matches are ambiguous (422).
 */
async function linkByName(ctx: SubgraphContext, groupId: number, key: SamlGroupLinkKeyInput): Promise<SamlGroupLink> {
  const providerGiven = key.provider !== undefined && key.provider !== null;
  const links = await ctx.em.find(SamlGroupLink, {
    groupId, samlGroupName: key.samlGroupName, ...(providerGiven ? { provider: key.provider!.trim() || null } : {}),
  }, { orderBy: { id: 'asc' } });
  if (links.length > 1 && !providerGiven) {
    throw UnprocessableError.message('Multiple group links found with the same name. Please specify a provider parameter to disambiguate.');
  }
  if (!links.length) throw NotFoundError.withMessage('404 Not Found');
  return links[0];
}
