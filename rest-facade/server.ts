import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { attachSubscriptions, startBackend, type Backend } from '@forgegraph/gateway';
import { createLogger, type Config, type Logger, type ServiceDatabase } from '@forgegraph/platform';
import { createApp } from './app';
import { authenticateConnection } from './edge/authenticate';
import { tokenVerifierFor } from './edge/token-verifier';

export interface RunningServer {
  url: string;
  port: number;
  backend: Backend;
  stop(): Promise<void>;
}

/**
 * Boots the whole service in one process: backend, HTTP edge, and the gateway's graphql-ws
 * subscriptions. `database`: already being opened by the caller; opened here by default.
 */
export async function startServer(config: Config, logger: Logger = createLogger(config.logLevel), database?: Promise<ServiceDatabase>): Promise<RunningServer> {
  const backend = await startBackend(config, logger, { database });
  try {
    const verifier = tokenVerifierFor(backend.subgraphs, backend.gateway.engine);
    const server = http.createServer();
    server.keepAliveTimeout = 65_000;
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(config.port, resolve);
    });
    const port = (server.address() as AddressInfo).port;
    // With PORT=0 (tests) the real port is known only now; web_url and Link headers need it.
    if (config.externalUrlFromPort) config.externalUrl = `http://localhost:${port}`;
    server.on('request', createApp(backend, verifier, config, logger));
    const authenticate = (params: Record<string, unknown>) => authenticateConnection(params, verifier, backend.settings);
    const subscriptions = attachSubscriptions({ server, backend, authenticate, logger });
    const stop = async () => {
      await subscriptions.close();
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
      await backend.stop();
    };
    return { url: `http://127.0.0.1:${port}`, port, backend, stop };
  } catch (error) {
    await backend.stop();
    throw error;
  }
}
