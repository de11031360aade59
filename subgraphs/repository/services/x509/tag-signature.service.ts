import { UniqueConstraintViolationException } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { SubgraphContext } from '@forgegraph/platform';
import { X509Certificate } from '../../entities/x509-certificate.entity';
import { X509Issuer } from '../../entities/x509-issuer.entity';
import type { TagNode, TagSignatureNode, X509CertificateNode } from '../../schema/tag.type';
import { checkCmsSignature, type CmsCheck, type SignerCertificate } from './openssl-cms';

const SIGNATURE_TYPES = { pgp: 'PGP', x509: 'X509', ssh: 'SSH' } as const;

/**
 * A tag's signature (GitLab's TagSignature with X509Signature merged in), null for an unsigned tag.
 * X.509 signatures are checked with openssl; the signer and its issuer are stored so their ids are
 * stable, as GitLab's x509_certificates / x509_issuers tables make them.
 */
export async function tagSignature(ctx: SubgraphContext, tag: TagNode): Promise<TagSignatureNode | null> {
  const signature = tag.signatureData;
  if (!signature) return null;
  if (signature.kind !== 'x509') return { signatureType: SIGNATURE_TYPES[signature.kind], verificationStatus: null, x509Certificate: null };
  const check = await checkCmsSignature(signature.text, signature.signedText);
  const certificate = check.signatureValid && check.signer ? await storeCertificate(ctx.em, check.signer) : null;
  return {
    signatureType: 'X509',
    verificationStatus: certificate && isVerified(check, certificate, tag) ? 'verified' : 'unverified',
    x509Certificate: certificate,
  };
}

/**
 * Gitlab::X509::Signature#verification_status: a good certificate with a CRL, chaining to a trusted
 * root, signed within its validity and not before the tag itself, for the tagger's e-mail. (GitLab
 * also wants a user who verified that e-mail; identity is not asked here.)
 */
function isVerified(check: CmsCheck, certificate: X509CertificateNode, tag: TagNode): boolean {
  const signer = check.signer!;
  const signedAt = check.signingTime;
  const inValidity = signedAt !== null && signedAt >= signer.notBefore && signedAt <= signer.notAfter;
  const afterTag = signedAt !== null && signedAt.getTime() / 1000 >= tag.createdAt;
  const forTagger = tag.taggerEmail !== null && signer.emails.some((e) => e.toLowerCase() === tag.taggerEmail!.toLowerCase());
  return check.chainValid && inValidity && afterTag && forTagger && certificate.certificateStatus === 'good' && certificate.x509Issuer.crlUrl !== null;
}

/** GitLab keeps no certificate record without a key identifier, an issuer key identifier and an e-mail. */
export async function storeCertificate(em: EntityManager, signer: SignerCertificate): Promise<X509CertificateNode | null> {
  if (!signer.subjectKeyIdentifier || !signer.authorityKeyIdentifier || signer.emails.length === 0) return null;
  const issuer = await findOrCreate(em, X509Issuer, { subjectKeyIdentifier: signer.authorityKeyIdentifier }, { subject: signer.issuer, crlUrl: signer.crlUrl });
  const certificate = await findOrCreate(em, X509Certificate, { subjectKeyIdentifier: signer.subjectKeyIdentifier }, {
    subject: signer.subject,
    email: signer.emails[0],
    serialNumber: BigInt(`0x${signer.serialHex || '0'}`).toString(),
    x509IssuerId: issuer.id,
  });
  return {
    id: String(certificate.id),
    subject: certificate.subject,
    subjectKeyIdentifier: certificate.subjectKeyIdentifier,
    email: certificate.email,
    serialNumber: certificate.serialNumber,
    certificateStatus: certificate.certificateStatus,
    x509Issuer: { id: String(issuer.id), subject: issuer.subject, subjectKeyIdentifier: issuer.subjectKeyIdentifier, crlUrl: issuer.crlUrl },
  };
}

/** Find by a unique key, or insert; a concurrent insert of the same key is read back. */
async function findOrCreate<T extends object>(em: EntityManager, entity: new () => T, key: Partial<T>, rest: Partial<T>): Promise<T> {
  const existing = await em.findOne(entity, key as never);
  if (existing) return existing;
  const created = em.create(entity, { ...key, ...rest } as never);
  try {
    await em.persistAndFlush(created);
    return created;
  } catch (error) {
    if (!(error instanceof UniqueConstraintViolationException)) throw error;
    em.clear();
    return em.findOneOrFail(entity, key as never);
  }
}
