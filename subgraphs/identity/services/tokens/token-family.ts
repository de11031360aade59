import { T, type SqlConnectionSource } from '../tables';

/**
 * PersonalAccessTokens::RevokeTokenFamilyService: a revoked token presented again to rotate means
 * the token leaked, so every token rotated from it (directly or down the chain) is revoked too.
 */
export async function revokeTokenFamily(em: SqlConnectionSource, tokenId: number): Promise<void> {
  await em.getConnection().execute(
    `with recursive family as (
       select "id" from ${T.accessTokens} where "previous_token_id" = ?
       union all
       select t."id" from ${T.accessTokens} t join family f on t."previous_token_id" = f."id"
     )
     update ${T.accessTokens} set "revoked" = true where "revoked" = false and "id" in (select "id" from family)`,
    [tokenId],
  );
}
