import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import https from 'node:https';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';

export interface ReceivedHook {
  method: string;
  path: string;
  headers: http.IncomingHttpHeaders;
  body: string;
  json: any;
}

/**
 * A loopback webhook receiver on 127.0.0.1 (port 0) that records every request. Each path answers
 * its queued statuses in order, then 200; `close()` belongs in the test file's afterAll.
 */
export class HookReceiver {
  readonly received: ReceivedHook[] = [];
  private readonly answers = new Map<string, number[]>();

  private constructor(private readonly server: http.Server, private readonly scheme: 'http' | 'https') {}

  /** `tls`: HTTPS with a freshly made self-signed certificate (which verifying clients refuse). */
  static async start({ tls = false } = {}): Promise<HookReceiver> {
    const server = tls ? https.createServer(selfSignedCertificate()) : http.createServer();
    const receiver = new HookReceiver(server, tls ? 'https' : 'http');
    server.on('request', (req, res) => receiver.handle(req, res));
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    return receiver;
  }

  url(path = '/hook'): string {
    return `${this.scheme}://127.0.0.1:${(this.server.address() as AddressInfo).port}${path}`;
  }

  /** The next requests to `path` are answered with these statuses, in order. */
  answerWith(path: string, ...statuses: number[]): void {
    this.answers.set(path, [...(this.answers.get(path) ?? []), ...statuses]);
  }

  /** Requests received on `path`. */
  on(path: string): ReceivedHook[] {
    return this.received.filter((request) => request.path === path);
  }

  async close(): Promise<void> {
    this.server.closeAllConnections();
    await new Promise((resolve) => this.server.close(resolve));
  }

  private handle(req: http.IncomingMessage, res: http.ServerResponse): void {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const body = Buffer.concat(chunks).toString('utf8');
      let json: unknown = null;
      try {
        json = JSON.parse(body);
      } catch {
        json = null;
      }
      const path = req.url ?? '';
      this.received.push({ method: req.method ?? '', path, headers: req.headers, body, json });
      const status = this.answers.get(path)?.shift() ?? 200;
      res.writeHead(status, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ received: status < 400 }));
    });
  }
}

/** A throwaway key and self-signed certificate for 127.0.0.1, made with the openssl CLI. */
function selfSignedCertificate(): { key: Buffer; cert: Buffer } {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'forgegraph-tls-'));
  try {
    execFileSync('openssl', ['req', '-x509', '-newkey', 'rsa:2048', '-nodes', '-days', '1', '-subj', '/CN=127.0.0.1',
      '-addext', 'subjectAltName=IP:127.0.0.1', '-keyout', path.join(dir, 'key.pem'), '-out', path.join(dir, 'cert.pem')], { stdio: 'ignore' });
    return { key: fs.readFileSync(path.join(dir, 'key.pem')), cert: fs.readFileSync(path.join(dir, 'cert.pem')) };
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}
