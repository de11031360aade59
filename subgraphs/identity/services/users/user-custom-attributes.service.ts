import { BadRequestError, ForbiddenError, NotFoundError, parseRecordId, type Actor, type SubgraphContext } from '@forgegraph/platform';
import type { EntityManager } from '@mikro-orm/postgresql';
import { UserCustomAttribute } from '../../entities/user-custom-attribute.entity';
import { User } from '../../entities/user.entity';
import { T } from '../tables';

/**
 * lib/api/custom_attributes_endpoints.rb: the user is looked up first (a miss is a bare
 * `404 Not Found`), then the caller must be an administrator (`authorize!` → 403).
 */
async function findAttributableUser(ctx: SubgraphContext, userId: string): Promise<number> {
  const id = parseRecordId(userId);
  if (id === null || !(await ctx.em.count(User, { id }))) throw NotFoundError.withMessage('404 Not Found');
  if (!ctx.actor.isAdmin) throw ForbiddenError.create();
  return id;
}

export async function listCustomAttributes(ctx: SubgraphContext, userId: string): Promise<UserCustomAttribute[]> {
  const id = await findAttributableUser(ctx, userId);
  return ctx.em.find(UserCustomAttribute, { userId: id }, { orderBy: { id: 'asc' } });
}

/** A missing key is ActiveRecord's `find_by!` miss: `404 Not found`. */
export async function getCustomAttribute(ctx: SubgraphContext, userId: string, key: string): Promise<UserCustomAttribute> {
  const id = await findAttributableUser(ctx, userId);
  const attribute = await ctx.em.findOne(UserCustomAttribute, { userId: id, key });
  if (!attribute) throw NotFoundError.record();
  return attribute;
}

/** CustomAttributes::UpsertService: creates or replaces the value of `key`. */
export async function setCustomAttribute(ctx: SubgraphContext, userId: string, key: string, value: string): Promise<UserCustomAttribute> {
  const id = await findAttributableUser(ctx, userId);
  if (!key.trim()) throw BadRequestError.message("Key can't be blank");
  if (!value.trim()) throw BadRequestError.message("Value can't be blank");
  await upsertCustomAttribute(ctx.em, id, key, value);
  return ctx.em.findOneOrFail(UserCustomAttribute, { userId: id, key }, { refresh: true });
}

export async function deleteCustomAttribute(ctx: SubgraphContext, userId: string, key: string): Promise<boolean> {
  const id = await findAttributableUser(ctx, userId);
  const deleted = await ctx.em.nativeDelete(UserCustomAttribute, { userId: id, key });
  if (!deleted) throw NotFoundError.resource('Custom attribute');
  return true;
}

/** UserCustomAttribute.upsert_custom_attributes, inside the caller's transaction when there is one. */
export async function upsertCustomAttribute(em: EntityManager, userId: number, key: string, value: string): Promise<void> {
  await em.getConnection().execute(
    `insert into ${T.userCustomAttributes} ("user_id", "key", "value") values (?, ?, ?)
       on conflict ("user_id", "key") do update set "value" = excluded."value"`,
    [userId, key, value],
    'run',
    em.getTransactionContext(),
  );
}

/** The audit value GitLab stores under `blocked_by`/`unblocked_by`: `<username>/<id>+<time>`. */
export function auditedBy(actor: Actor, now = new Date()): string {
  const time = now.toISOString().replace('T', ' ').replace(/\.\d+Z$/, ' UTC');
  return `${actor.username}/${actor.userId}+${time}`;
}

/** Batched: the custom attributes of every listed user, for `with_custom_attributes`. */
export function customAttributesLoader(ctx: SubgraphContext) {
  return ctx.loaders.get<number, UserCustomAttribute[]>('identity.customAttributes', async (userIds) => {
    const rows = await ctx.em.find(UserCustomAttribute, { userId: { $in: [...userIds] } }, { orderBy: { id: 'asc' } });
    return userIds.map((id) => rows.filter((row) => row.userId === id));
  });
}
