import { Entity, OptionalProps, PrimaryKey, Property } from '@mikro-orm/core';

/** A certificate that signed a tag or commit (S/MIME), kept so its id is stable across requests. */
@Entity({ tableName: 'x509_certificates' })
export class X509Certificate {
  [OptionalProps]?: 'certificateStatus' | 'createdAt';

  @PrimaryKey({ type: 'integer', autoincrement: true }) id!: number;
  @Property({ type: 'text', unique: true }) subjectKeyIdentifier!: string;
  @Property({ type: 'text' }) subject!: string;
  @Property({ type: 'text' }) email!: string;
  /** Decimal; serials are up to 20 bytes, beyond JavaScript's safe integers. */
  @Property({ type: 'text' }) serialNumber!: string;
  @Property({ type: 'integer', fieldName: 'x509_issuer_id' }) x509IssuerId!: number;
  /** `good` or `revoked`. */
  @Property({ type: 'text', default: 'good' }) certificateStatus = 'good';
  @Property({ type: 'timestamptz', defaultRaw: 'now()' }) createdAt: Date = new Date();
}
