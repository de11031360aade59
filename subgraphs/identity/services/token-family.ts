import type { EntityManager } from '@mikro-orm/postgresql';

/**
 * PersonalAccessTokens::RevokeTokenFamilyService: a revoked token presented again to rotate means
 * the token leaked, so every token rotated from it (directly or down the chain) is revoked too.
 */
export async function revokeTokenFamily(em: EntityManager, tokenId: number): Promise<void> {
  await em.getConnection().execute(
    `with recursive family as (
       select "id" from "identity"."access_tokens" where "previous_token_id" = ?
       union all
       select t."id" from "identity"."access_tokens" t join family f on t."previous_token_id" = f."id"
     )
     update "identity"."access_tokens" set "revoked" = true where "revoked" = false and "id" in (select "id" from family)`,
    [tokenId],
  );
}
