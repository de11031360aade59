import type { TagFields } from '../operations/fragments/tag';
import type { RepositoryTagSignatureResult } from '../operations/tags';
import { presentCommit } from './commit.presenter';

type TagSignature = RepositoryTagSignatureResult['projectRepository']['tagSignature'];

/** Entities::Tag; `release` is Entities::TagRelease, null without one. */
export function presentTag(tag: TagFields) {
  return {
    name: tag.name,
    message: tag.message,
    target: tag.target,
    commit: tag.commit ? presentCommit(tag.commit) : null,
    release: tag.release && { tag_name: tag.release.tagName, description: tag.release.description },
    protected: tag.protected,
  };
}

/** Entities::TagSignature with X509Signature merged in (spec 000 §2.6). */
export function presentTagSignature(signature: TagSignature) {
  const certificate = signature.x509Certificate;
  return {
    signature_type: signature.signatureType,
    verification_status: signature.verificationStatus,
    x509_certificate: certificate && {
      id: Number(certificate.id),
      subject: certificate.subject,
      subject_key_identifier: certificate.subjectKeyIdentifier,
      email: certificate.email,
      serial_number: serialNumber(certificate.serialNumber),
      certificate_status: certificate.certificateStatus,
      x509_issuer: {
        id: Number(certificate.x509Issuer.id),
        subject: certificate.x509Issuer.subject,
        subject_key_identifier: certificate.x509Issuer.subjectKeyIdentifier,
        crl_url: certificate.x509Issuer.crlUrl,
      },
    },
  };
}

/** GitLab prints the serial as a JSON integer; beyond 2^53 JSON readers would lose digits, so those stay strings. */
function serialNumber(decimal: string): number | string {
  const value = Number(decimal);
  return Number.isSafeInteger(value) ? value : decimal;
}
