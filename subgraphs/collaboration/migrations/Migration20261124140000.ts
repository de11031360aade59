import { Migration } from '@mikro-orm/migrations';

/**
 * GET /namespaces `search` is a substring match (ILIKE '%word%') on path and name, or with
 * `full_path_search` on full path and full name: trigram indexes serve all four (GitLab indexes
 * namespaces' name and path the same way). GET /groups' search uses the name and path ones too.
 * GET /namespaces/:id/exists looks a path up among one parent's children (or the top level).
 */
export class Migration20261124140000 extends Migration {
  async up(): Promise<void> {
    // Subgraphs migrate concurrently and share the extension: one creates it at a time (PostgreSQL's
    // `if not exists` is not safe against a concurrent creation).
    this.addSql(`select pg_advisory_xact_lock(hashtext('forgegraph:extension:pg_trgm'));`);
    this.addSql('create extension if not exists pg_trgm;');
    this.addSql('create index "namespaces_name_trgm_index" on "collaboration"."namespaces" using gin ("name" gin_trgm_ops);');
    this.addSql('create index "namespaces_path_trgm_index" on "collaboration"."namespaces" using gin ("path" gin_trgm_ops);');
    this.addSql('create index "namespaces_full_path_trgm_index" on "collaboration"."namespaces" using gin ("full_path" gin_trgm_ops);');
    this.addSql('create index "namespaces_full_name_trgm_index" on "collaboration"."namespaces" using gin ("full_name" gin_trgm_ops);');
    this.addSql('create index "namespaces_parent_path_lower_index" on "collaboration"."namespaces" ("parent_id", lower("path"));');
  }
}
