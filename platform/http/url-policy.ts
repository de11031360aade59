import dns from 'node:dns/promises';
import net from 'node:net';
import { classifyAddress, inRange } from './ip-ranges';

/** What application settings allow for one kind of outbound request (hooks, integrations, mirrors...). */
export interface OutboundPolicy {
  /** `allow_local_requests_from_web_hooks_and_services` (or the system-hooks flag). */
  allowLocal: boolean;
  /** `outbound_local_requests_whitelist`: IPs, CIDR ranges and host names (optionally `:port`) let through. */
  allowlist: string[];
  schemes?: string[];
}

export interface ResolvedTarget {
  url: URL;
  /** The checked address the connection must use (so a second DNS answer cannot rebind it). */
  address: string;
  family: 4 | 6;
}

/** A refused URL with GitLab's reason text (`is blocked: <reason>` in validation errors). */
export class BlockedUrlError extends Error {
  constructor(readonly reason: string) {
    super(reason);
  }
}

/**
 * GitLab's UrlBlocker: scheme, host, then every resolved address; loopback and local-network
 * addresses pass only when local requests are allowed or the allowlist names them.
 */
export async function resolveOutboundUrl(raw: string, policy: OutboundPolicy): Promise<ResolvedTarget> {
  const { url, host } = checkUrlShape(raw, policy);
  const addresses = net.isIP(host) ? [{ address: host, family: net.isIP(host) as 4 | 6 }] : await lookup(host);
  for (const { address } of addresses) checkAddress(address, host, url.port, policy);
  return { url, address: addresses[0].address, family: addresses[0].family };
}

/**
 * GitLab's AddressableUrlValidator (public_url on a model): UrlBlocker without DNS rebind protection,
 * so a host that DNS cannot resolve passes validation; delivery (resolveOutboundUrl) refuses it then.
 */
export async function validateOutboundUrl(raw: string, policy: OutboundPolicy): Promise<void> {
  const { url, host } = checkUrlShape(raw, policy);
  if (net.isIP(host)) return checkAddress(host, host, url.port, policy);
  let addresses: Array<{ address: string }>;
  try {
    addresses = await lookup(host);
  } catch (error) {
    if (error instanceof BlockedUrlError) return;
    throw error;
  }
  for (const { address } of addresses) checkAddress(address, host, url.port, policy);
}

function checkUrlShape(raw: string, policy: OutboundPolicy): { url: URL; host: string } {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw new BlockedUrlError('Only allowed schemes are http, https');
  }
  const schemes = policy.schemes ?? ['http', 'https'];
  if (!schemes.includes(url.protocol.replace(':', ''))) throw new BlockedUrlError(`Only allowed schemes are ${schemes.join(', ')}`);
  const host = url.hostname.replace(/^\[|\]$/g, '');
  if (!host) throw new BlockedUrlError('Host cannot be blank');
  return { url, host };
}

async function lookup(host: string): Promise<Array<{ address: string; family: 4 | 6 }>> {
  try {
    const found = await dns.lookup(host, { all: true });
    if (!found.length) throw new Error('no address');
    return found.map((a) => ({ address: a.address, family: a.family as 4 | 6 }));
  } catch {
    throw new BlockedUrlError('Host cannot be resolved or invalid');
  }
}

function checkAddress(address: string, host: string, port: string, policy: OutboundPolicy): void {
  const kind = classifyAddress(address);
  if (kind === 'public' || policy.allowLocal || isAllowlisted(address, host, port, policy.allowlist)) return;
  if (kind === 'unspecified') throw new BlockedUrlError('Requests to the local network are not allowed');
  if (kind === 'loopback' || host === 'localhost') throw new BlockedUrlError('Requests to localhost are not allowed');
  throw new BlockedUrlError('Requests to the local network are not allowed');
}

function isAllowlisted(address: string, host: string, port: string, allowlist: string[]): boolean {
  return allowlist.some((entry) => {
    const trimmed = entry.trim();
    if (!trimmed) return false;
    if (trimmed.includes('/') || net.isIP(trimmed)) return inRange(address, trimmed);
    const [name, entryPort] = trimmed.split(':');
    return name.toLowerCase() === host.toLowerCase() && (!entryPort || entryPort === (port || undefined));
  });
}
