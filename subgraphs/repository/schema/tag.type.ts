import { Directive, Field, ID, ObjectType } from 'type-graphql';
import { Paginated } from '@forgegraph/platform';
import type { ParsedTag } from '../services/git/object-parser';
import { CommitNode } from './commit.type';

@ObjectType('X509Issuer')
export class X509IssuerNode {
  @Field(() => ID) id!: string;
  @Field(() => String) subject!: string;
  @Field(() => String) subjectKeyIdentifier!: string;
  @Field(() => String, { nullable: true }) crlUrl!: string | null;
}

@ObjectType('X509Certificate')
export class X509CertificateNode {
  @Field(() => ID) id!: string;
  @Field(() => String) subject!: string;
  @Field(() => String) subjectKeyIdentifier!: string;
  @Field(() => String) email!: string;
  /** Decimal digits: a serial can be 20 bytes, beyond JSON numbers that clients parse safely. */
  @Field(() => String) serialNumber!: string;
  @Field(() => String) certificateStatus!: string;
  @Field(() => X509IssuerNode) x509Issuer!: X509IssuerNode;
}

/** GET /repository/tags/:tag_name/signature (GitLab's TagSignature merged with X509Signature). */
@ObjectType('TagSignature')
export class TagSignatureNode {
  /** `X509`, or `PGP` / `SSH` (which carry no verification here). */
  @Field(() => String) signatureType!: string;
  @Field(() => String, { nullable: true }) verificationStatus!: string | null;
  @Field(() => X509CertificateNode, { nullable: true }) x509Certificate!: X509CertificateNode | null;
}

/**
 * A tag (spec 000 §2.6). Annotated: `message` is the annotation and `target` the tag object id;
 * lightweight: `message` is null and `target` the commit id. Key: `<projectId>:<name>`.
 */
@Directive('@key(fields: "id")')
@ObjectType('Tag')
export class TagNode {
  @Field(() => ID) id!: string;
  @Field(() => ID) projectId!: string;
  @Field(() => String) name!: string;
  @Field(() => String, { nullable: true }) message!: string | null;
  @Field(() => String) target!: string;
  @Field(() => CommitNode, { nullable: true }) commit!: CommitNode | null;
  /** Whether a protected tag rule (exact or wildcard) matches the name. */
  @Field(() => Boolean) protected!: boolean;
  /** Unix seconds of the tagger (annotated) or committer (lightweight) date. */
  createdAt!: number;
  taggerEmail!: string | null;
  gitDir!: string;
  signatureData!: ParsedTag['signature'];
}

export const TagPage = Paginated(TagNode, 'TagPage');
