import net from 'node:net';

/** Address classes GitLab's UrlBlocker refuses unless local requests are allowed. */
const LOOPBACK = ['127.0.0.0/8', '::1/128'];
const LOCAL_NETWORK = [
  '10.0.0.0/8', '172.16.0.0/12', '192.168.0.0/16', '100.64.0.0/10', 'fc00::/7',
  '169.254.0.0/16', 'fe80::/10', // link-local, which includes cloud metadata endpoints
];
const UNSPECIFIED = ['0.0.0.0/8', '::/128'];

export type AddressClass = 'loopback' | 'local_network' | 'unspecified' | 'public';

export function classifyAddress(address: string): AddressClass {
  const ip = unmapIpv4(address);
  if (inAnyRange(ip, UNSPECIFIED)) return 'unspecified';
  if (inAnyRange(ip, LOOPBACK)) return 'loopback';
  if (inAnyRange(ip, LOCAL_NETWORK)) return 'local_network';
  return 'public';
}

/** True when `address` is inside `cidr` (`10.0.0.0/8`, `fd00::/8`, or a bare address). */
export function inRange(address: string, cidr: string): boolean {
  const [base, bitsText] = cidr.split('/');
  const family = net.isIP(base);
  if (!family || family !== net.isIP(address)) return false;
  const bits = bitsText === undefined ? (family === 4 ? 32 : 128) : Number(bitsText);
  const a = toBigInt(address, family);
  const b = toBigInt(base, family);
  const width = family === 4 ? 32 : 128;
  const shift = BigInt(width - bits);
  return a >> shift === b >> shift;
}

function inAnyRange(address: string, ranges: string[]): boolean {
  return ranges.some((range) => inRange(address, range));
}

function unmapIpv4(address: string): string {
  const mapped = address.match(/^::ffff:(\d+\.\d+\.\d+\.\d+)$/i);
  return mapped ? mapped[1] : address;
}

function toBigInt(address: string, family: number): bigint {
  if (family === 4) return address.split('.').reduce((acc, part) => (acc << 8n) + BigInt(Number(part)), 0n);
  const [head, tail = ''] = address.split('::');
  const parse = (s: string) => (s ? s.split(':').map((h) => parseInt(h || '0', 16)) : []);
  const left = parse(head);
  const right = parse(tail);
  const groups = address.includes('::') ? [...left, ...Array(8 - left.length - right.length).fill(0), ...right] : left;
  return groups.reduce((acc, group) => (acc << 16n) + BigInt(group), 0n);
}
