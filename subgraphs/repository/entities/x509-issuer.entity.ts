import { Entity, OptionalProps, PrimaryKey, Property } from '@mikro-orm/core';

/** The issuer of an X.509 signing certificate, found through its authority key identifier. */
@Entity({ tableName: 'x509_issuers' })
export class X509Issuer {
  [OptionalProps]?: 'createdAt';

  @PrimaryKey({ type: 'integer', autoincrement: true }) id!: number;
  @Property({ type: 'text', unique: true }) subjectKeyIdentifier!: string;
  @Property({ type: 'text' }) subject!: string;
  @Property({ type: 'text', nullable: true }) crlUrl: string | null = null;
  @Property({ type: 'timestamptz', defaultRaw: 'now()' }) createdAt: Date = new Date();
}
