import { spawn } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { git } from './git-cli';

/**
 * Bare repositories under `root`, served over smart HTTP by git's own `git http-backend` (CGI) on a
 * loopback port: a mirror target outside the service, as another git server would be.
 */
export class GitHttpBackend {
  private constructor(private readonly server: http.Server, readonly root: string, readonly url: string) {}

  static async start(root: string): Promise<GitHttpBackend> {
    const server = http.createServer((req, res) => serveCgi(root, req, res));
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as AddressInfo;
    return new GitHttpBackend(server, root, `http://127.0.0.1:${port}`);
  }

  /** A new bare repository that accepts pushes; `preReceive` becomes its hook (a shell script body). */
  async createBare(name: string, preReceive?: string): Promise<string> {
    const dir = path.join(this.root, `${name}.git`);
    await git(this.root, 'init', '--quiet', '--bare', dir);
    await git(dir, 'config', 'http.receivepack', 'true');
    if (preReceive) fs.writeFileSync(path.join(dir, 'hooks', 'pre-receive'), `#!/bin/sh\n${preReceive}\n`, { mode: 0o755 });
    return dir;
  }

  repoUrl(name: string, credentials?: string): string {
    return credentials ? this.url.replace('http://', `http://${credentials}@`) + `/${name}.git` : `${this.url}/${name}.git`;
  }

  stop(): Promise<void> {
    this.server.closeAllConnections();
    return new Promise((resolve) => this.server.close(() => resolve()));
  }
}

function serveCgi(root: string, req: http.IncomingMessage, res: http.ServerResponse): void {
  const url = new URL(req.url ?? '/', 'http://localhost');
  const child = spawn('git', ['http-backend'], {
    env: {
      PATH: process.env.PATH, GIT_PROJECT_ROOT: root, GIT_HTTP_EXPORT_ALL: '1', GIT_CONFIG_NOSYSTEM: '1', GIT_CONFIG_GLOBAL: '/dev/null',
      REQUEST_METHOD: req.method, PATH_INFO: decodeURIComponent(url.pathname), QUERY_STRING: url.search.slice(1),
      CONTENT_TYPE: req.headers['content-type'] ?? '', HTTP_CONTENT_ENCODING: req.headers['content-encoding'] ?? '',
      GIT_PROTOCOL: String(req.headers['git-protocol'] ?? ''), REMOTE_USER: 'mirror', REMOTE_ADDR: '127.0.0.1',
    },
  });
  req.pipe(child.stdin);
  let head = Buffer.alloc(0);
  let headersSent = false;
  child.stdout.on('data', (chunk: Buffer) => {
    if (headersSent) return void res.write(chunk);
    head = Buffer.concat([head, chunk]);
    const end = head.indexOf('\r\n\r\n');
    if (end < 0) return;
    let status = 200;
    for (const line of head.subarray(0, end).toString('latin1').split('\r\n')) {
      const [name, ...rest] = line.split(':');
      const value = rest.join(':').trim();
      if (name.toLowerCase() === 'status') status = Number(value.split(' ')[0]);
      else res.setHeader(name, value);
    }
    res.writeHead(status);
    headersSent = true;
    res.write(head.subarray(end + 4));
  });
  child.on('close', () => res.end());
  child.on('error', () => res.destroy());
}
