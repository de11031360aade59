import { NotFoundError, type SubgraphContext } from '@forgegraph/platform';
import type { CommitSignatureNode } from '../../schema/commit-signature.type';
import type { X509CertificateNode } from '../../schema/tag.type';
import { commitAt, readableRepository } from '../commits/commit-query.service';
import { parseCommitSignature, pgpIssuerKeyId } from '../git/commit-signature-parser';
import type { ParsedCommit } from '../git/object-parser';
import { readObject } from '../git/object-reader';
import { commitLoader } from '../commits/commit-loaders';
import { checkCmsSignature, type CmsCheck } from './openssl-cms';
import { storeCertificate } from './tag-signature.service';

/**
 * GET /repository/commits/:sha/signature: `404 Signature Not Found` for an unsigned commit. X.509
 * signatures are checked as tags' are; PGP and SSH keys are not registered here, so those answer
 * GitLab's `unknown_key`.
 */
export async function commitSignature(ctx: SubgraphContext, projectId: number, revision: string): Promise<CommitSignatureNode> {
  const repo = await readableRepository(ctx, projectId);
  const { sha } = await commitAt(ctx, repo, revision);
  const object = await readObject(repo.gitDir, sha);
  const signature = object ? parseCommitSignature(object.data) : null;
  if (!signature) throw NotFoundError.resource('Signature');
  const base = { gpgKeyPrimaryKeyid: null, x509Certificate: null, commitSource: 'gitaly' };
  if (signature.kind === 'pgp') return { ...base, signatureType: 'PGP', verificationStatus: 'unknown_key', gpgKeyPrimaryKeyid: pgpIssuerKeyId(signature.text) };
  if (signature.kind === 'ssh') return { ...base, signatureType: 'SSH', verificationStatus: 'unknown_key' };
  const check = await checkCmsSignature(signature.text, signature.signedText);
  const certificate = check.signatureValid && check.signer ? await storeCertificate(ctx.em, check.signer) : null;
  const commit = (await commitLoader(ctx, repo.gitDir).load(sha))!;
  const verified = certificate !== null && isVerified(check, certificate, commit);
  return { ...base, signatureType: 'X509', verificationStatus: verified ? 'verified' : 'unverified', x509Certificate: certificate };
}

/** Gitlab::X509::Signature#verification_status for a commit: as for tags, with the committer's e-mail and time. */
function isVerified(check: CmsCheck, certificate: X509CertificateNode, commit: ParsedCommit): boolean {
  const signer = check.signer!;
  const signedAt = check.signingTime;
  const inValidity = signedAt !== null && signedAt >= signer.notBefore && signedAt <= signer.notAfter;
  const forCommitter = signer.emails.some((e) => e.toLowerCase() === commit.committer.email.toLowerCase());
  return check.chainValid && inValidity && forCommitter && certificate.certificateStatus === 'good' && certificate.x509Issuer.crlUrl !== null;
}
