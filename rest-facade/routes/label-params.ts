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

/**
 * The deprecated collection forms (`PUT :id/labels`) name the label in the body, `exactly_one_of
 * :label_id, :name`; python-gitlab's `label.save()` still sends `PUT :id/labels` with `name`.
 */
export const LABEL_IN_BODY = { label_id: p.integer(), name: p.string() };
export const LABEL_IN_BODY_RULE = ['label_id', 'name'];
/** LabelHelpers `params_id_or_title`: the id when given, the name otherwise. */
export const labelRefInBody = (params: { label_id?: unknown; name?: unknown }) => String(params.label_id ?? params.name);
