import type { RepositoryCommitSignatureResult } from '../operations/commits';
import { presentTagSignature } from './tag.presenter';

type CommitSignature = RepositoryCommitSignatureResult['repositoryCommitSignature'];

/**
 * Entities::CommitSignature: the signature type, GitLab's GpgSignature, X509Signature or
 * SshSignature merged in, and `commit_source`. GPG keys are not registered here, so a PGP signature
 * names only its key id.
 */
export function presentCommitSignature(signature: CommitSignature) {
  const source = { commit_source: signature.commitSource };
  if (signature.signatureType === 'X509') return { ...presentTagSignature(signature), ...source };
  if (signature.signatureType === 'SSH') return { signature_type: 'SSH', verification_status: signature.verificationStatus, key: null, ...source };
  return {
    signature_type: 'PGP',
    gpg_key_id: null,
    gpg_key_primary_keyid: signature.gpgKeyPrimaryKeyid,
    gpg_key_user_name: null,
    gpg_key_user_email: null,
    verification_status: signature.verificationStatus,
    gpg_key_subkey_id: null,
    ...source,
  };
}
