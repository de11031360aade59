import { Resolver } from 'type-graphql';
import { GroupHook } from '../../entities/group-hook.entity';
import { CreateGroupHookInput, UpdateGroupHookInput } from '../../schema/hook.inputs';
import { GroupHookPage } from '../../schema/hook.types';
import { hookResolverOf } from './hook-resolver';

@Resolver(() => GroupHook)
export class GroupHookResolver extends hookResolverOf({
  owner: 'group', hook: GroupHook, page: GroupHookPage, createInput: CreateGroupHookInput, updateInput: UpdateGroupHookInput,
  managers: 'Owners and administrators',
}) {}
