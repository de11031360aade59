import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { classifyAddress, inRange } from './ip-ranges';
import { sendOutbound } from './outbound-client';
import { BlockedUrlError, resolveOutboundUrl, validateOutboundUrl } from './url-policy';

const DENY = { allowLocal: false, allowlist: [] };

describe('address classes', () => {
  it.each([
    ['127.0.0.1', 'loopback'], ['::1', 'loopback'], ['10.1.2.3', 'local_network'], ['172.20.0.1', 'local_network'],
    ['192.168.1.1', 'local_network'], ['169.254.169.254', 'local_network'], ['fd12::1', 'local_network'],
    ['::ffff:127.0.0.1', 'loopback'], ['0.0.0.0', 'unspecified'], ['8.8.8.8', 'public'], ['2001:4860::8888', 'public'],
  ])('%s is %s', (address, kind) => {
    expect(classifyAddress(address)).toBe(kind);
  });

  it('matches CIDR ranges of both families', () => {
    expect(inRange('10.9.8.7', '10.0.0.0/8')).toBe(true);
    expect(inRange('11.0.0.1', '10.0.0.0/8')).toBe(false);
    expect(inRange('fd00::5', 'fd00::/8')).toBe(true);
    expect(inRange('10.0.0.1', 'fd00::/8')).toBe(false);
  });
});

describe('outbound URL policy', () => {
  const reason = async (url: string, policy = DENY) => {
    try {
      await resolveOutboundUrl(url, policy);
      return null;
    } catch (error) {
      return error instanceof BlockedUrlError ? error.reason : String(error);
    }
  };

  it.each([
    ['http://127.0.0.1:9/hook', 'Requests to localhost are not allowed'],
    ['http://localhost/hook', 'Requests to localhost are not allowed'],
    ['http://10.0.0.5/hook', 'Requests to the local network are not allowed'],
    ['http://169.254.169.254/latest', 'Requests to the local network are not allowed'],
    ['ftp://example.com/x', 'Only allowed schemes are http, https'],
    ['not a url', 'Only allowed schemes are http, https'],
  ])('refuses %s: %s', async (url, expected) => {
    expect(await reason(url)).toBe(expected);
  });

  it('lets local addresses through when allowed, or when allowlisted by address, range or host', async () => {
    expect(await reason('http://127.0.0.1/x', { allowLocal: true, allowlist: [] })).toBeNull();
    expect(await reason('http://127.0.0.1/x', { allowLocal: false, allowlist: ['127.0.0.0/8'] })).toBeNull();
    expect(await reason('http://localhost:8080/x', { allowLocal: false, allowlist: ['localhost:8080'] })).toBeNull();
    expect(await reason('http://localhost:8081/x', { allowLocal: false, allowlist: ['localhost:8080'] })).toBe('Requests to localhost are not allowed');
  });

  it('lets a host DNS cannot resolve pass validation (AddressableUrlValidator) but not delivery', async () => {
    await expect(validateOutboundUrl('http://no-such-host.invalid/x', DENY)).resolves.toBeUndefined();
    expect(await reason('http://no-such-host.invalid/x')).toBe('Host cannot be resolved or invalid');
    await expect(validateOutboundUrl('http://127.0.0.1/x', DENY)).rejects.toThrow('Requests to localhost are not allowed');
    await expect(validateOutboundUrl('ftp://example.com/x', DENY)).rejects.toThrow('Only allowed schemes are http, https');
  });
});

describe('sendOutbound', () => {
  let server: http.Server;
  let port: number;
  const received: Array<{ headers: http.IncomingHttpHeaders; body: string }> = [];
  beforeAll(async () => {
    server = http.createServer((req, res) => {
      let body = '';
      req.on('data', (c) => (body += c));
      req.on('end', () => {
        received.push({ headers: req.headers, body });
        if (req.url === '/slow') return void setTimeout(() => res.end('late'), 2000);
        res.writeHead(req.url === '/redirect' ? 302 : 200, { location: 'http://example.com/' }).end('x'.repeat(100));
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    port = (server.address() as AddressInfo).port;
  });
  afterAll(() => new Promise((resolve) => server.close(resolve)));

  const allowLocal = { allowLocal: true, allowlist: [] };

  it('posts the body and headers, and bounds the kept response', async () => {
    const res = await sendOutbound({ url: `http://127.0.0.1:${port}/hook`, headers: { 'x-gitlab-event': 'Push Hook' }, body: '{"a":1}', maxResponseBytes: 10 }, allowLocal);
    expect(res.status).toBe(200);
    expect(res.body).toBe('x'.repeat(10));
    expect(received.at(-1)).toMatchObject({ body: '{"a":1}', headers: { 'x-gitlab-event': 'Push Hook' } });
  });

  it('does not follow redirects', async () => {
    expect((await sendOutbound({ url: `http://127.0.0.1:${port}/redirect` }, allowLocal)).status).toBe(302);
  });

  it('times out', async () => {
    await expect(sendOutbound({ url: `http://127.0.0.1:${port}/slow`, timeoutMs: 200 }, allowLocal)).rejects.toThrow('Request timed out');
  });

  it('refuses a local target under the default policy before connecting', async () => {
    const before = received.length;
    await expect(sendOutbound({ url: `http://127.0.0.1:${port}/hook` }, DENY)).rejects.toBeInstanceOf(BlockedUrlError);
    expect(received.length).toBe(before);
  });
});
