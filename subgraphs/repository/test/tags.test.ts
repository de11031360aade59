import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { gitBare, RepositoryHarness } from './support';

let h: RepositoryHarness;
let projectId: number;
let gitDir: string;
let head: string;

beforeAll(async () => {
  h = await RepositoryHarness.start();
  ({ projectId, gitDir } = await h.createRepository());
  head = gitBare(gitDir, 'rev-parse', 'main');
});
afterAll(async () => {
  await h?.stop();
});

const TAG_FIELDS = 'id name message target protected commit { sha title }';
const CREATE = `mutation($input: CreateTagInput!) { createTag(input: $input) { ${TAG_FIELDS} } }`;
const create = (tagName: string, ref: string, message?: string) => ({ input: { projectId: String(projectId), tagName, ref, message } });

describe('creating and deleting tags', () => {
  it('creates a lightweight tag: no message, target is the commit', async () => {
    const { createTag } = await h.ok(CREATE, create('light', 'main'));
    expect(createTag).toEqual({ id: `${projectId}:light`, name: 'light', message: null, target: head, protected: false, commit: { sha: head, title: 'Initial commit' } });
    expect(gitBare(gitDir, 'cat-file', '-t', 'refs/tags/light')).toBe('commit');
  });

  it('creates an annotated tag: the message, and the tag object as target', async () => {
    const { createTag } = await h.ok(CREATE, create('annotated', head, '  Release 1.0  '));
    const tagObject = gitBare(gitDir, 'rev-parse', 'refs/tags/annotated');
    expect(gitBare(gitDir, 'cat-file', '-t', tagObject)).toBe('tag');
    expect(createTag).toEqual({ id: `${projectId}:annotated`, name: 'annotated', message: 'Release 1.0', target: tagObject, protected: false, commit: { sha: head, title: 'Initial commit' } });
    expect(gitBare(gitDir, 'for-each-ref', '--format=%(taggername)|%(contents:subject)', 'refs/tags/annotated')).toBe('Administrator|Release 1.0');
  });

  it.each([
    ['an existing tag', 'light', 'main', 'Tag light already exists'],
    ['an unknown target', 'new-tag', 'nope', 'Target nope is invalid'],
    ['an empty target', 'new-tag', '', 'Target is empty'],
    ['a name git refuses', 'bad..tag', 'main', 'Tag name invalid'],
  ])('refuses %s with GitLab text', async (_case, name, ref, message) => {
    expect(await h.error(CREATE, create(name, ref))).toMatchObject({ code: 'BAD_USER_INPUT', body: { message } });
  });

  it('deletes a tag, and answers 404 Tag Not Found for a missing one', async () => {
    await h.ok(CREATE, create('doomed', 'main', 'bye'));
    const DELETE = `mutation($p: ID!, $t: String!) { deleteTag(projectId: $p, tagName: $t) }`;
    expect((await h.ok(DELETE, { p: String(projectId), t: 'doomed' })).deleteTag).toBe(true);
    expect(gitBare(gitDir, 'tag', '--list', 'doomed')).toBe('');
    expect((await h.error(DELETE, { p: String(projectId), t: 'doomed' })).body).toEqual({ message: '404 Tag Not Found' });
  });
});

describe('listing tags', () => {
  let repo: { projectId: number; gitDir: string };
  const LIST = `query($p: ID!, $o: String!, $s: String!, $q: String) { projectRepository(projectId: $p) { tags(orderBy: $o, sort: $s, search: $q) { nodes { name } pageInfo { total } } } }`;
  const names = async (o: string, s: string, q?: string) =>
    (await h.ok(LIST, { p: String(repo.projectId), o, s, q })).projectRepository.tags.nodes.map((t: { name: string }) => t.name);

  beforeAll(async () => {
    repo = await h.createRepository();
    const work = h.clone(repo.gitDir);
    const dates = ['2021-03-01T00:00:00Z', '2021-01-01T00:00:00Z', '2021-02-01T00:00:00Z'];
    ['v1.10', 'v1.2', 'release-v1.9'].forEach((name, i) => {
      work.commit(`for ${name}`, dates[i]);
      work.run('tag', name);
    });
    work.push('--tags');
  });

  it('orders by name, update time or version, in either direction', async () => {
    expect(await names('name', 'asc')).toEqual(['release-v1.9', 'v1.10', 'v1.2']);
    expect(await names('name', 'desc')).toEqual(['v1.2', 'v1.10', 'release-v1.9']);
    expect(await names('updated', 'desc')).toEqual(['v1.10', 'release-v1.9', 'v1.2']);
    expect(await names('updated', 'asc')).toEqual(['v1.2', 'release-v1.9', 'v1.10']);
    expect(await names('version', 'asc')).toEqual(gitBare(repo.gitDir, 'tag', '--sort=version:refname').split('\n'));
  });

  it('searches with ^ prefix and $ suffix anchors', async () => {
    expect(await names('name', 'asc', 'v1')).toEqual(['release-v1.9', 'v1.10', 'v1.2']);
    expect(await names('name', 'asc', '^v1')).toEqual(['v1.10', 'v1.2']);
    expect(await names('name', 'asc', '.9$')).toEqual(['release-v1.9']);
    expect(await names('name', 'asc', '^v1.2$')).toEqual(['v1.2']);
  });

  it('refuses an unknown order', async () => {
    expect((await h.error(LIST, { p: String(repo.projectId), o: 'size', s: 'asc' })).body).toEqual({ error: 'order_by does not have a valid value' });
  });
});

const SIGNATURE = `query($p: ID!, $t: String!) { projectRepository(projectId: $p) { tagSignature(name: $t) {
  signatureType verificationStatus x509Certificate { id subject subjectKeyIdentifier email serialNumber certificateStatus
    x509Issuer { id subject subjectKeyIdentifier crlUrl } } } } }`;

describe('tag signatures', () => {
  let dir: string;
  beforeAll(() => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'forgegraph-smime-'));
    fs.writeFileSync(path.join(dir, 'cert.cnf'), [
      '[req]', 'distinguished_name = dn', 'prompt = no', 'x509_extensions = v3',
      '[dn]', 'CN = Tag Signer', 'O = Example', '[v3]', 'subjectKeyIdentifier = hash', 'authorityKeyIdentifier = keyid:always',
      'subjectAltName = email:signer@example.com', 'crlDistributionPoints = URI:http://crl.example.com/ca.crl',
    ].join('\n'));
    openssl('req', '-x509', '-newkey', 'rsa:2048', '-nodes', '-keyout', 'key.pem', '-out', 'cert.pem', '-days', '30', '-set_serial', '12345', '-config', 'cert.cnf');
  });
  afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

  function openssl(...args: string[]): string {
    return execFileSync('openssl', args, { cwd: dir, encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] });
  }

  /** An S/MIME-signed tag object, as `git tag -s` with gpgsm writes it: the CMS block appended to the tag. */
  function signedTag(name: string, tamper = false): void {
    const body = `object ${head}\ntype commit\ntag ${name}\ntagger Signer <signer@example.com> ${Math.floor(Date.now() / 1000) - 60} +0000\n\nSigned release\n`;
    fs.writeFileSync(path.join(dir, 'data'), body);
    const cms = openssl('cms', '-sign', '-binary', '-in', 'data', '-signer', 'cert.pem', '-inkey', 'key.pem', '-outform', 'PEM');
    const signature = cms.replace(/-----(BEGIN|END) CMS-----/g, '-----$1 SIGNED MESSAGE-----');
    const text = (tamper ? body.replace('Signed release', 'Forged release') : body) + signature;
    const oid = execFileSync('git', ['--git-dir', gitDir, 'mktag'], { input: text, encoding: 'utf8' }).trim();
    gitBare(gitDir, 'update-ref', `refs/tags/${name}`, oid);
  }

  it('reads an X.509 signature with its certificate, unverified for a self-signed signer', async () => {
    signedTag('signed-x509');
    const { tagSignature } = (await h.ok(SIGNATURE, { p: String(projectId), t: 'signed-x509' })).projectRepository;
    const ski = openssl('x509', '-in', 'cert.pem', '-noout', '-ext', 'subjectKeyIdentifier').split('\n')[1].trim();
    const subject = openssl('x509', '-in', 'cert.pem', '-noout', '-subject', '-nameopt', 'RFC2253').trim().replace(/^subject=/, '');
    expect(tagSignature).toEqual({
      signatureType: 'X509',
      verificationStatus: 'unverified',
      x509Certificate: {
        id: expect.stringMatching(/^\d+$/), subject, subjectKeyIdentifier: ski, email: 'signer@example.com', serialNumber: '12345', certificateStatus: 'good',
        x509Issuer: { id: expect.stringMatching(/^\d+$/), subject, subjectKeyIdentifier: ski, crlUrl: 'http://crl.example.com/ca.crl' },
      },
    });
    const again = (await h.ok(SIGNATURE, { p: String(projectId), t: 'signed-x509' })).projectRepository.tagSignature;
    expect(again.x509Certificate.id).toBe(tagSignature.x509Certificate.id);
    const tag = await h.ok(`query($p: ID!) { projectRepository(projectId: $p) { tag(name: "signed-x509") { message target } } }`, { p: String(projectId) });
    expect(tag.projectRepository.tag).toEqual({ message: 'Signed release', target: gitBare(gitDir, 'rev-parse', 'refs/tags/signed-x509') });
  });

  it('keeps no certificate for a signature that does not match the tag', async () => {
    signedTag('forged-x509', true);
    const { tagSignature } = (await h.ok(SIGNATURE, { p: String(projectId), t: 'forged-x509' })).projectRepository;
    expect(tagSignature).toEqual({ signatureType: 'X509', verificationStatus: 'unverified', x509Certificate: null });
  });

  it('answers 404 GPG Signature Not Found for an unsigned tag and 404 Tag Not Found for a missing one', async () => {
    expect((await h.error(SIGNATURE, { p: String(projectId), t: 'annotated' })).body).toEqual({ message: '404 GPG Signature Not Found' });
    expect((await h.error(SIGNATURE, { p: String(projectId), t: 'missing' })).body).toEqual({ message: '404 Tag Not Found' });
  });
});
