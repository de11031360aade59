import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { settleJobs } from '../../subgraphs/repository/test/support';
import { expectGitlabError } from '../support/expectations';
import { createProject, type CreatedProject } from '../support/factories';
import { gitOnDisk, repositoryGitDir } from '../support/repositories';
import { startTestService, type TestService } from '../support/service';

let service: TestService;
let project: CreatedProject;
let gitDir: string;
const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'commit-signature-'));
const git = (...args: string[]) => gitOnDisk(gitDir, ...args);

beforeAll(async () => {
  service = await startTestService();
  project = await createProject(service.api, { initialize_with_readme: true });
  gitDir = await repositoryGitDir(service, project.id);
}, 90_000);
afterAll(async () => {
  fs.rmSync(dir, { recursive: true, force: true });
  if (service) await settleJobs(service.server.backend.databaseUrl);
  await service?.stop();
  await new Promise((resolve) => setTimeout(resolve, 2500)); // pg-boss worker loops (see subgraphs/repository/test/support.ts)
});

const run = (command: string, args: string[], input?: string, env: Record<string, string> = {}) =>
  execFileSync(command, args, { cwd: dir, input, encoding: 'utf8', env: { ...process.env, ...env }, stdio: ['pipe', 'pipe', 'ignore'] });

/** A commit on `main`'s tip signed by `sign` (which gets the unsigned object and answers the armored signature), on its own branch. */
function signedCommit(branch: string, sign: (content: string) => string): string {
  const parent = git('rev-parse', 'main');
  const tree = git('rev-parse', 'main^{tree}');
  const who = 'Signer <signer@example.com> 1700000000 +0000';
  const headers = `tree ${tree}\nparent ${parent}\nauthor ${who}\ncommitter ${who}\n`;
  const message = '\nSigned commit\n';
  const signature = sign(headers + message).trimEnd().split('\n').join('\n ');
  const sha = execFileSync('git', ['--git-dir', gitDir, 'hash-object', '-t', 'commit', '-w', '--stdin'], { input: `${headers}gpgsig ${signature}\n${message}`, encoding: 'utf8' }).trim();
  git('update-ref', `refs/heads/${branch}`, sha);
  return sha;
}

const signatureOf = (sha: string) => service.api.get(`/projects/${project.id}/repository/commits/${sha}/signature`);

describe('GET /projects/:id/repository/commits/:sha/signature', () => {
  it('answers 404 Signature Not Found for an unsigned commit, and 404 Commit Not Found for none', async () => {
    expectGitlabError(await signatureOf('main'), 404, { message: '404 Signature Not Found' });
    expectGitlabError(await signatureOf('0'.repeat(40)), 404, { message: '404 Commit Not Found' });
  });

  it('reads an X.509 signature with its certificate, unverified for a self-signed signer', async () => {
    fs.writeFileSync(path.join(dir, 'cert.cnf'), [
      '[req]', 'distinguished_name=dn', 'x509_extensions=ext', 'prompt=no', '[dn]', 'CN=Signer', 'emailAddress=signer@example.com',
      '[ext]', 'subjectKeyIdentifier=hash', 'authorityKeyIdentifier=keyid:always', 'subjectAltName=email:signer@example.com',
    ].join('\n'));
    run('openssl', ['req', '-x509', '-newkey', 'rsa:2048', '-nodes', '-keyout', 'key.pem', '-out', 'cert.pem', '-days', '30', '-set_serial', '4242', '-config', 'cert.cnf']);
    const sha = signedCommit('x509-signed', (content) => {
      fs.writeFileSync(path.join(dir, 'data'), content);
      return run('openssl', ['cms', '-sign', '-binary', '-in', 'data', '-signer', 'cert.pem', '-inkey', 'key.pem', '-outform', 'PEM'])
        .replace(/-----(BEGIN|END) CMS-----/g, '-----$1 SIGNED MESSAGE-----');
    });
    const res = await signatureOf(sha);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      signature_type: 'X509',
      verification_status: 'unverified',
      x509_certificate: expect.objectContaining({ subject: expect.stringContaining('CN=Signer'), email: 'signer@example.com', serial_number: 4242, certificate_status: 'good' }),
      commit_source: 'gitaly',
    });
  });

  it('reads a PGP signature\'s key id (GPG keys are not registered: unknown_key)', async () => {
    const home = path.join(dir, 'gnupg');
    fs.mkdirSync(home, { mode: 0o700 });
    const env = { GNUPGHOME: home };
    run('gpg', ['--batch', '--passphrase', '', '--quick-gen-key', 'Signer <signer@example.com>', 'ed25519', 'sign', 'never'], undefined, env);
    const keyId = run('gpg', ['--batch', '--with-colons', '--list-keys'], undefined, env).split('\n').find((l) => l.startsWith('pub:'))!.split(':')[4];
    const sha = signedCommit('pgp-signed', (content) => run('gpg', ['--batch', '--armor', '--detach-sign'], content, env));
    const res = await signatureOf(sha);
    expect({ status: res.status, body: res.body }).toEqual({
      status: 200,
      body: {
        signature_type: 'PGP', gpg_key_id: null, gpg_key_primary_keyid: keyId, gpg_key_user_name: null, gpg_key_user_email: null,
        verification_status: 'unknown_key', gpg_key_subkey_id: null, commit_source: 'gitaly',
      },
    });
  }, 60_000);
});
