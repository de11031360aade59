import { CatFileSession } from './catfile-session';

/** At most this many repositories keep a cat-file session; the least recently used one is closed. */
const MAX_SESSIONS = Math.max(1, Number(process.env.GIT_CATFILE_PROCESSES ?? 16));

// Map order is use order: a session is moved to the end each time it is handed out.
const sessions = new Map<string, CatFileSession>();

/** The repository's cat-file session (one per git directory in this process). */
export function catFile(gitDir: string): CatFileSession {
  let session = sessions.get(gitDir);
  if (session) sessions.delete(gitDir);
  else session = new CatFileSession(gitDir);
  sessions.set(gitDir, session);
  for (const [oldest, evicted] of sessions) {
    if (sessions.size <= MAX_SESSIONS) break;
    sessions.delete(oldest);
    evicted.close();
  }
  return session;
}

/** Closes a repository's session, e.g. before its directory is removed or moved. */
export function closeCatFile(gitDir: string): void {
  sessions.get(gitDir)?.close();
  sessions.delete(gitDir);
}

/** Closes every session (service shutdown); each process ends once its queued reads are answered. */
export function closeAllCatFiles(): void {
  for (const session of sessions.values()) session.close();
  sessions.clear();
}
