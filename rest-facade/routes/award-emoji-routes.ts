import type { AwardEmojiFields } from '../operations/fragments/award-emoji';
import { AwardEmojiItem, AwardEmojiList, CreateAwardEmoji, DeleteAwardEmoji } from '../operations/award-emoji';
import { p, type ParamSchema } from '../params/param';
import type { Params } from '../params/parse-params';
import { presentAwardEmoji } from '../presenters/award-emoji.presenter';
import type { Route } from './route';

/** One awardable's routes: an issuable (its path segment and iid param) and the subgraph's kinds for it and its notes. */
export interface AwardableRouteKind {
  /** `issues`, later `merge_requests`. */
  resource: string;
  /** `issue_iid`, later `merge_request_iid`. */
  iidParam: string;
  kind: string;
  noteKind: string;
}

const present = (award: AwardEmojiFields) => presentAwardEmoji(award);

/**
 * lib/api/award_emoji.rb for one issuable type: list, get, award and delete, on the issuable and on
 * each of its notes (8 routes). GET is open to anonymous readers of public awardables (GitLab 15.1);
 * POST and DELETE answer GitLab's own 404 and 401 for anonymous callers, so no route demands a token.
 */
export function awardEmojiRoutesFor(awardable: AwardableRouteKind): Route[] {
  const base = `/projects/:id/${awardable.resource}/:${awardable.iidParam}`;
  const onIssuable: ParamSchema = { id: p.string().required(), [awardable.iidParam]: p.integer().required() };
  const onNote: ParamSchema = { ...onIssuable, note_id: p.integer().required() };
  const targets = [
    { path: `${base}/award_emoji`, params: onIssuable, ref: (params: Params) => refOf(awardable, params, awardable.kind) },
    { path: `${base}/notes/:note_id/award_emoji`, params: onNote, ref: (params: Params) => refOf(awardable, params, awardable.noteKind) },
  ];
  const award_id = p.integer().required();
  return targets.flatMap(({ path, params, ref }): Route[] => [
    {
      method: 'GET', path, pagination: 'offset', params, operation: AwardEmojiList,
      variables: (values) => ({ awardable: ref(values) }), present: present as Route['present'],
    },
    {
      method: 'GET', path: `${path}/:award_id`, params: { ...params, award_id }, operation: AwardEmojiItem,
      variables: (values) => ({ awardable: ref(values), awardId: String(values.award_id) }), present: present as Route['present'],
    },
    {
      method: 'POST', path, params: { ...params, name: p.string().required() }, operation: CreateAwardEmoji,
      variables: (values) => ({ awardable: ref(values), name: values.name }), present: present as Route['present'],
    },
    {
      method: 'DELETE', path: `${path}/:award_id`, params: { ...params, award_id }, operation: DeleteAwardEmoji,
      variables: (values) => ({ awardable: ref(values), awardId: String(values.award_id) }), present: () => undefined,
    },
  ]);
}

function refOf(awardable: AwardableRouteKind, params: Params, kind: string) {
  return { kind, projectRef: params.id, iid: params[awardable.iidParam], noteId: params.note_id === undefined ? null : String(params.note_id) };
}
