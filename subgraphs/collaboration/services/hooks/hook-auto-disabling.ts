import { PERMANENTLY_DISABLED_FAILURE_THRESHOLD, TEMPORARILY_DISABLED_FAILURE_THRESHOLD } from '../../entities/web-hook-failures';
import { T } from '../tables';

// The SQL half of WebHooks::AutoDisabling; the failure states themselves live with the entity.
const INITIAL_BACKOFF_SECONDS = 60;
const MAX_BACKOFF_SECONDS = 24 * 60 * 60;

/** SQL for the hooks that may run now (the `executable` scope), over alias `h`. */
export const EXECUTABLE_SQL = `((h.recent_failures <= ${TEMPORARILY_DISABLED_FAILURE_THRESHOLD}
  or (h.disabled_until is not null and h.disabled_until < now())) and h.recent_failures <= ${PERMANENTLY_DISABLED_FAILURE_THRESHOLD})`;

/**
 * `backoff!` as one atomic UPDATE (concurrent deliveries must not lose a failure): the count grows
 * to at most 40, and past the grace threshold `disabled_until` moves to now + 1 min × 2^(n − 3),
 * capped at a day, where n is the count before this failure.
 */
export const BACKOFF_SQL = `update ${T.hooks} h set
  recent_failures = least(h.recent_failures + 1, ${PERMANENTLY_DISABLED_FAILURE_THRESHOLD + 1}),
  disabled_until = case when h.recent_failures + 1 > ${TEMPORARILY_DISABLED_FAILURE_THRESHOLD}
    then now() + make_interval(secs => least(${MAX_BACKOFF_SECONDS},
      greatest(${INITIAL_BACKOFF_SECONDS}, ${INITIAL_BACKOFF_SECONDS} * power(2, h.recent_failures - ${TEMPORARILY_DISABLED_FAILURE_THRESHOLD}))))
    else h.disabled_until end
  where h.id = ? and ${EXECUTABLE_SQL}`;

/** `enable!`: a success clears the failure state. */
export const ENABLE_SQL = `update ${T.hooks} h set recent_failures = 0, disabled_until = null
  where h.id = ? and (h.recent_failures <> 0 or h.disabled_until is not null)`;
