import { Router } from 'express';
import { Client } from 'pg';

/** GitLab's health endpoints: `/-/health` (process up), `/-/liveness`, `/-/readiness` (database reachable). */
export function healthRouter(databaseUrl: string): Router {
  const router = Router();
  router.get('/-/health', (_req, res) => {
    res.type('text/plain').send('GitLab OK');
  });
  router.get('/-/liveness', (_req, res) => {
    res.json({ status: 'ok' });
  });
  router.get('/-/readiness', async (_req, res) => {
    const ok = await databaseReachable(databaseUrl);
    res.status(ok ? 200 : 503).json({
      status: ok ? 'ok' : 'failed',
      master_check: [{ status: ok ? 'ok' : 'failed' }],
      db_check: [{ status: ok ? 'ok' : 'failed' }],
    });
  });
  return router;
}

async function databaseReachable(url: string): Promise<boolean> {
  const client = new Client({ connectionString: url, connectionTimeoutMillis: 2000 });
  client.on('error', () => undefined);
  try {
    await client.connect();
    await client.query('select 1');
    return true;
  } catch {
    return false;
  } finally {
    await client.end().catch(() => undefined);
  }
}
