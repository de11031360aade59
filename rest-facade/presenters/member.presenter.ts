import type { BillableMemberFields, MemberFields } from '../operations/fragments/member';
import type { AddMembersResult } from '../operations/members';
import type { RouteContext } from '../routes/route';
import { presentUserBasic } from './user.presenter';


/**
 * Entities::Member (+ EE): the user's basic fields merged with the membership. `created_by` is left
 * out when unknown (`expose_nil: false`); `is_using_seat` only with `show_seat_info`.
 */
export function presentMember(member: MemberFields, ctx: Pick<RouteContext, 'params'>) {
  return {
    ...presentUserBasic(member.user),
    access_level: member.accessLevel,
    created_at: member.createdAt,
    ...(member.createdBy ? { created_by: presentUserBasic(member.createdBy) } : {}),
    expires_at: member.expiresAt,
    group_saml_identity: null,
    ...(ctx.params.show_seat_info ? { is_using_seat: member.isUsingSeat } : {}),
    membership_state: member.membershipState,
  };
}

/** EE Entities::BillableMember. */
export function presentBillableMember(member: BillableMemberFields) {
  return {
    ...presentUserBasic(member.user),
    last_activity_on: member.lastActivityOn,
    membership_type: member.membershipType,
    removable: member.removable,
    created_at: member.user.createdAt,
    is_last_owner: member.isLastOwner,
    last_login_at: member.lastLoginAt,
  };
}

/** Members::CreateService's answer to a bulk add: `{"status":"success"}` or the per-user failures. */
export function presentBulkAddResult(result: AddMembersResult['addMembers']) {
  const errors = result.errors as Record<string, string>;
  return Object.keys(errors).length ? { status: 'error', message: errors } : { status: 'success' };
}
