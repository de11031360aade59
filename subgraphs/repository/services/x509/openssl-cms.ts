import { spawn } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';

/** What the `openssl` CLI says about an S/MIME (CMS) signature over some bytes. */
export interface CmsCheck {
  /** The signature matches the content and its signer certificate (no chain check): Ruby's NOVERIFY. */
  signatureValid: boolean;
  /** It also chains to the system's trusted certificates. */
  chainValid: boolean;
  signingTime: Date | null;
  signer: SignerCertificate | null;
}

export interface SignerCertificate {
  /** RFC 2253, as GitLab stores it. */
  subject: string;
  issuer: string;
  serialHex: string;
  subjectKeyIdentifier: string | null;
  authorityKeyIdentifier: string | null;
  emails: string[];
  crlUrl: string | null;
  notBefore: Date;
  notAfter: Date;
}

function openssl(args: string[]): Promise<{ code: number; stdout: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn('openssl', args, { stdio: ['ignore', 'pipe', 'pipe'] });
    const out: Buffer[] = [];
    child.stdout.on('data', (chunk: Buffer) => out.push(chunk));
    child.stderr.resume();
    child.on('error', reject);
    child.on('close', (code) => resolve({ code: code ?? -1, stdout: Buffer.concat(out).toString('utf8') }));
  });
}

/**
 * Checks a git `-----BEGIN SIGNED MESSAGE-----` block (gpgsm's PEM name for CMS) over `signedText`
 * with `openssl cms`, in a throwaway directory.
 */
export async function checkCmsSignature(signatureText: string, signedText: Buffer): Promise<CmsCheck> {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'forgegraph-cms-'));
  const file = (name: string) => path.join(dir, name);
  try {
    await writeFile(file('sig.pem'), signatureText.replace(/-----(BEGIN|END) SIGNED MESSAGE-----/g, '-----$1 CMS-----'));
    await writeFile(file('data'), signedText);
    const common = ['cms', '-verify', '-binary', '-inform', 'PEM', '-in', file('sig.pem'), '-content', file('data'), '-out', os.devNull];
    const loose = await openssl([...common, '-noverify', '-signer', file('signer.pem')]);
    if (loose.code !== 0) return { signatureValid: false, chainValid: false, signingTime: null, signer: null };
    const [strict, printed, signer] = await Promise.all([
      openssl(common),
      openssl(['cms', '-cmsout', '-print', '-inform', 'PEM', '-in', file('sig.pem')]),
      readSigner(file('signer.pem')),
    ]);
    return { signatureValid: true, chainValid: strict.code === 0, signingTime: signingTimeOf(printed.stdout), signer };
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

async function readSigner(pemFile: string): Promise<SignerCertificate | null> {
  const { code, stdout } = await openssl([
    'x509', '-in', pemFile, '-noout', '-subject', '-issuer', '-serial', '-dates', '-nameopt', 'RFC2253',
    '-ext', 'subjectKeyIdentifier,authorityKeyIdentifier,subjectAltName,crlDistributionPoints',
  ]);
  if (code !== 0) return null;
  const field = (name: string) => new RegExp(`^${name}=(.*)$`, 'm').exec(stdout)?.[1]?.trim() ?? '';
  return {
    subject: field('subject'),
    issuer: field('issuer'),
    serialHex: field('serial'),
    subjectKeyIdentifier: extension(stdout, 'Subject Key Identifier'),
    authorityKeyIdentifier: extension(stdout, 'Authority Key Identifier')?.replace(/^keyid:/, '') ?? null,
    emails: (extension(stdout, 'Subject Alternative Name') ?? '').split(',').map((s) => s.trim()).filter((s) => s.startsWith('email:')).map((s) => s.slice(6)),
    crlUrl: /URI:(https?:\S+)/.exec(extension(stdout, 'CRL Distribution Points') ?? '')?.[1] ?? null,
    notBefore: new Date(field('notBefore')),
    notAfter: new Date(field('notAfter')),
  };
}

/** The indented value lines under `X509v3 <name>:` in `openssl x509 -ext` output, joined. */
function extension(text: string, name: string): string | null {
  const lines = text.split('\n');
  const at = lines.findIndex((l) => l.startsWith(`X509v3 ${name}`));
  if (at < 0) return null;
  const value: string[] = [];
  for (const line of lines.slice(at + 1)) {
    if (!line.startsWith(' ')) break;
    value.push(line.trim());
  }
  return value.join('\n') || null;
}

function signingTimeOf(printed: string): Date | null {
  const match = /signingTime[\s\S]*?UTCTIME:([^\n]+)/.exec(printed);
  const date = match ? new Date(match[1].trim()) : null;
  return date && !Number.isNaN(date.getTime()) ? date : null;
}
