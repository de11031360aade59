import { Migration } from '@mikro-orm/migrations';

/** Uploaded user avatars: the file name; the bytes live in the object store (DATA_DIR/objects). */
export class Migration20261126120500 extends Migration {
  async up(): Promise<void> {
    this.addSql('alter table "identity"."users" add column "avatar" text null;');
  }
}
