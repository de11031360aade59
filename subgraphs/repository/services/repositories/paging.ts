/** Page positions as GitLab clamps them: page from 1, per_page 1..100 (the facade clamps first; GraphQL callers too). */
export function clampPage<T extends { page: number; perPage: number }>(args: T): T {
  return { ...args, page: Math.max(1, Math.floor(args.page)), perPage: Math.min(100, Math.max(1, Math.floor(args.perPage))) };
}
