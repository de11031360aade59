import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { JobPoller } from '../src/runner/job-poller';
import { silentRunnerLog } from '../src/runner/runner-log';

/** A job-request endpoint that always gives the same answer and counts the requests. */
async function answering(status: number, body: unknown): Promise<{ url: string; count: () => number; close: () => Promise<void> }> {
  let requests = 0;
  const server = http.createServer((request, response) => {
    requests++;
    request.resume();
    response.writeHead(status, { 'Content-Type': 'application/json' }).end(JSON.stringify(body));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    count: () => requests,
    close: () => new Promise((resolve) => { server.closeAllConnections(); server.close(() => resolve()); }),
  };
}

async function pollFor(url: string, ms: number): Promise<void> {
  const poller = new JobPoller({
    url, token: 'glrt-x', systemId: 's_000000000000', description: 't', buildsDir: '/tmp', concurrent: 1,
    checkIntervalMs: 50, maxBackoffMs: 10_000, log: silentRunnerLog,
  });
  const loop = poller.start();
  await new Promise((resolve) => setTimeout(resolve, ms));
  poller.stop('terminated', true);
  await loop;
}

describe('JobPoller: asking for jobs', () => {
  it('backs off exponentially while the token is refused (403)', async () => {
    const server = await answering(403, { message: '403 Forbidden' });
    await pollFor(server.url, 1_600);
    // 50, 100, 200, 400, 800 ms between requests: about 5 in 1.6 s, where a steady 50 ms would make about 30.
    expect(server.count()).toBeGreaterThanOrEqual(4);
    expect(server.count()).toBeLessThanOrEqual(7);
    await server.close();
  });

  it('asks again after the check interval when the server answers 503 or 409 (no job now)', async () => {
    for (const status of [503, 409]) {
      const server = await answering(status, { message: 'busy' });
      await pollFor(server.url, 1_000);
      expect(server.count()).toBeGreaterThanOrEqual(10);
      expect(server.count()).toBeLessThanOrEqual(21);
      await server.close();
    }
  });

  it('stops at once, dropping a request the server holds open', async () => {
    const server = http.createServer(() => undefined);
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const startedAt = Date.now();
    await pollFor(`http://127.0.0.1:${(server.address() as AddressInfo).port}`, 200);
    expect(Date.now() - startedAt).toBeLessThan(2_000);
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  });
});
