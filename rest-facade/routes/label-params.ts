import { p } from '../params/param';

/** PostgreSQL's integer range: a priority or iid past it can name nothing and is refused as a value. */
export const int32 = () => p.integer().range(-2147483648, 2147483647);

/** lib/api/labels.rb: `include_ancestor_groups` defaults to true on both GET routes. */
export const INCLUDE_ANCESTORS = { include_ancestor_groups: p.boolean().default(true) };

/** LabelHelpers `label_create_params`. */
export const LABEL_CREATE_PARAMS = { name: p.string().required(), color: p.string().required(), description: p.string() };

/** LabelHelpers `label_update_params`. */
export const LABEL_UPDATE_PARAMS = { new_name: p.string(), color: p.string(), description: p.string() };

/** The update input: only given params, `priority: null` kept apart from absent. */
export const LABEL_INPUT = { pick: ['new_name', 'color', 'description', 'priority'] };
export const LABEL_CREATE_INPUT = { pick: ['name', 'color', 'description', 'priority'] };
