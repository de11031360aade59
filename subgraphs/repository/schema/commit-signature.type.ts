import { Field, ObjectType } from 'type-graphql';
import { X509CertificateNode } from './tag.type';

/**
 * GET /repository/commits/:sha/signature (Entities::CommitSignature with the GPG, X.509 or SSH
 * signature merged in). GPG keys are not stored here: a PGP signature names its key id only.
 */
@ObjectType('CommitSignature')
export class CommitSignatureNode {
  /** `PGP`, `X509` or `SSH`. */
  @Field(() => String) signatureType!: string;
  @Field(() => String) verificationStatus!: string;
  @Field(() => String, { nullable: true }) gpgKeyPrimaryKeyid!: string | null;
  @Field(() => X509CertificateNode, { nullable: true }) x509Certificate!: X509CertificateNode | null;
  @Field(() => String) commitSource!: string;
}
