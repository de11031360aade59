import path from 'node:path';

/**
 * Where the filesystem object store (ARCHITECTURE §8: `DATA_DIR/objects`) keeps a user's uploaded
 * avatar; identity writes it, the facade serves it at GitLab's `/uploads/-/system/user/avatar/:id/:file`.
 */
export function userAvatarFolder(dataDir: string, userId: number): string {
  return path.join(dataDir, 'objects', 'uploads', 'user', 'avatar', String(userId));
}
