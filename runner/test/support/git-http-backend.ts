import { spawn } from 'node:child_process';
import type { IncomingMessage, ServerResponse } from 'node:http';

/**
 * Serves the repositories under `projectRoot` over git's smart HTTP by running `git http-backend` as a CGI, the way
 * a forge's git endpoint answers the runner's clone and fetch.
 */
export function serveGitHttp(request: IncomingMessage, response: ServerResponse, input: { projectRoot: string; pathInfo: string; user: string }): void {
  const url = new URL(request.url ?? '/', 'http://localhost');
  const backend = spawn('git', ['http-backend'], {
    env: {
      ...process.env,
      GIT_PROJECT_ROOT: input.projectRoot,
      GIT_HTTP_EXPORT_ALL: '1',
      REQUEST_METHOD: request.method ?? 'GET',
      PATH_INFO: input.pathInfo,
      QUERY_STRING: url.search.slice(1),
      CONTENT_TYPE: request.headers['content-type'] ?? '',
      HTTP_CONTENT_ENCODING: String(request.headers['content-encoding'] ?? ''),
      GIT_PROTOCOL: String(request.headers['git-protocol'] ?? ''),
      REMOTE_USER: input.user,
      REMOTE_ADDR: '127.0.0.1',
    },
  });
  request.pipe(backend.stdin);
  let headerBuffer = Buffer.alloc(0);
  let headersSent = false;
  backend.stdout.on('data', (chunk: Buffer) => {
    if (headersSent) {
      response.write(chunk);
      return;
    }
    headerBuffer = Buffer.concat([headerBuffer, chunk]);
    const end = headerBuffer.indexOf('\r\n\r\n');
    if (end < 0) return;
    headersSent = true;
    let status = 200;
    for (const line of headerBuffer.subarray(0, end).toString().split('\r\n')) {
      const [name, ...rest] = line.split(':');
      const value = rest.join(':').trim();
      if (name.toLowerCase() === 'status') status = Number.parseInt(value, 10);
      else response.setHeader(name, value);
    }
    response.writeHead(status);
    response.write(headerBuffer.subarray(end + 4));
  });
  backend.on('close', () => response.end());
}
