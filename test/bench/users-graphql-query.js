// The /graphql side of the bench: the same 20 users and fields the facade's GET /users selects.
module.exports = `query BenchUsers($perPage: Int!) {
  users(perPage: $perPage, page: 1) {
    nodes {
      id username name state locked avatarUrl webUrl createdAt bio bot location publicEmail skype linkedin
      twitter discord websiteUrl organization jobTitle pronouns followers following privateProfile
      privateDetails {
        email isAdmin lastSignInAt confirmedAt lastActivityOn themeId colorSchemeId projectsLimit currentSignInAt
        identities { provider externUid samlProviderId } canCreateGroup canCreateProject twoFactorEnabled external
        commitEmail namespaceId note createdById currentSignInIp lastSignInIp emailResetOfferedAt
      }
    }
    pageInfo { total page perPage }
  }
}`;
