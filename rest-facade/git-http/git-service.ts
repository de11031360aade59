import type { Request, Response } from 'express';
import { createGunzip } from 'node:zlib';
import type { Logger } from '@forgegraph/platform';
import { spawnGit } from '@forgegraph/repository';
import { FLUSH_PKT, pktLine } from './pkt-line';

export type GitService = 'upload-pack' | 'receive-pack';

/** `Git-Protocol: version=2` (fetch only): passed to git as GIT_PROTOCOL, as git-http-backend does. */
function protocolEnv(req: Request, service: GitService): Record<string, string> {
  const protocol = req.get('git-protocol');
  return service === 'upload-pack' && protocol && /^version=\d$/.test(protocol) ? { GIT_PROTOCOL: protocol } : {};
}

/**
 * GET info/refs?service=…: the smart HTTP advertisement (`# service=` header, then the refs from
 * `git <service> --advertise-refs`); protocol v2 has no header.
 */
export function advertiseRefs(req: Request, res: Response, gitDir: string, service: GitService, logger: Logger): Promise<void> {
  const env = protocolEnv(req, service);
  res.status(200);
  res.setHeader('content-type', `application/x-git-${service}-advertisement`);
  res.setHeader('cache-control', 'no-cache');
  if (!env.GIT_PROTOCOL) res.write(Buffer.concat([pktLine(`# service=git-${service}\n`), FLUSH_PKT]));
  return pipeGit({ req, res, gitDir, args: [service, '--stateless-rpc', '--advertise-refs', gitDir], env, logger, input: null });
}

/**
 * POST git-upload-pack / git-receive-pack: the request body (gzip as git sends large ones) into
 * `git <service> --stateless-rpc`, its output straight back; neither side is buffered.
 */
export function runService(req: Request, res: Response, options: { gitDir: string; service: GitService; config?: string[]; env?: Record<string, string>; logger: Logger }): Promise<void> {
  const { gitDir, service, logger } = options;
  res.status(200);
  res.setHeader('content-type', `application/x-git-${service}-result`);
  res.setHeader('cache-control', 'no-cache');
  const input = /gzip/i.test(req.get('content-encoding') ?? '') ? req.pipe(createGunzip()) : req;
  const args = [...(options.config ?? []), service, '--stateless-rpc', gitDir];
  return pipeGit({ req, res, gitDir, args, env: { ...protocolEnv(req, service), ...options.env }, logger, input });
}

interface PipeOptions {
  req: Request;
  res: Response;
  gitDir: string;
  args: string[];
  env: Record<string, string>;
  logger: Logger;
  input: NodeJS.ReadableStream | null;
}

function pipeGit({ res, gitDir, args, env, logger, input }: PipeOptions): Promise<void> {
  const child = spawnGit(gitDir, args, env);
  const stderr: Buffer[] = [];
  child.stderr.on('data', (chunk: Buffer) => stderr.push(chunk));
  child.stdin.on('error', () => undefined);
  if (input) {
    input.on('error', () => child.kill());
    input.pipe(child.stdin);
  } else child.stdin.end();
  child.stdout.pipe(res);
  res.on('close', () => {
    if (child.exitCode === null) child.kill();
  });
  return new Promise((resolve) => {
    child.on('error', (error) => {
      logger.error('git could not be started', { error });
      res.destroy();
      resolve();
    });
    child.on('close', (code) => {
      if (code !== 0) logger.warn('git over HTTP exited with an error', { args: args.filter((a) => !a.startsWith('core.hooksPath')), code, stderr: Buffer.concat(stderr).toString().slice(0, 2000) });
      resolve();
    });
  });
}
