import { Migration } from '@mikro-orm/migrations';

/**
 * Status events written by the database (ARCHITECTURE §6): every change of `ci.pipelines.status` or
 * `ci.jobs.status` writes its domain event to the outbox in the same transaction and NOTIFYs live
 * subscribers, whoever makes it.
 *
 * Why a trigger and not change detection at flush or a `publishEvent` in each service: statuses are
 * written by pipeline processing, cancel/retry/play, and by the runner protocol's guarded
 * `update ... where status = 'pending'` statements (plain SQL the ORM never sees, as are test
 * helpers' updates). A row trigger sees each of them, exactly once per real change (an update to
 * the same status is none), in the order the rows changed. A row inserted in a status other than
 * `created` (a played job's clone, a pipeline failed by its configuration) is a change from
 * `created`; one inserted as `created` is not (GitLab fires on transitions, not on creation).
 *
 * The NOTIFY to subscribers carries ids only (the 8 kB limit; the gateway re-queries the current
 * state), so PostgreSQL folds a row's several changes in one transaction (skipped → created →
 * pending on a retry) into one live notice, while the outbox keeps every change for reactions. The one on
 * `forgegraph_outbox_written_ci` makes the booted subgraph queue its outbox relay after the commit
 * (PostgreSQL folds the identical notices of one transaction into one).
 */
export class Migration20261128050000 extends Migration {
  async up(): Promise<void> {
    this.addSql(`create function "ci"."publish_status_event"() returns trigger language plpgsql as $fn$
      declare
        event_kind text;
        payload jsonb;
        previous text := case when TG_OP = 'UPDATE' then OLD.status end;
      begin
        if TG_OP = 'UPDATE' and OLD.status is not distinct from NEW.status then return null; end if;
        if TG_OP = 'INSERT' and NEW.status = 'created' then return null; end if;
        if TG_TABLE_NAME = 'pipelines' then
          event_kind := 'pipeline_status_changed';
          payload := jsonb_build_object('id', NEW.id::text, 'projectId', NEW.project_id, 'pipelineId', NEW.id);
        else
          event_kind := 'job_status_changed';
          payload := jsonb_build_object('id', NEW.id::text, 'projectId', NEW.project_id, 'pipelineId', NEW.pipeline_id, 'jobId', NEW.id);
        end if;
        perform pg_notify('forgegraph_' || event_kind, payload::text);
        if TG_TABLE_NAME = 'jobs' then payload := payload || jsonb_build_object('kind', NEW.kind); end if;
        payload := payload || jsonb_build_object('status', NEW.status, 'previousStatus', previous);
        insert into "ci"."event_outbox" (kind, payload) values (event_kind, payload);
        perform pg_notify('forgegraph_outbox_written_ci', '{}');
        return null;
      end
    $fn$;`);
    for (const table of ['pipelines', 'jobs']) {
      this.addSql(`create trigger "${table}_status_events" after insert or update of "status" on "ci"."${table}"
        for each row execute function "ci"."publish_status_event"();`);
    }
  }
}
