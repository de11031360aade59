import { Resolver } from 'type-graphql';
import { ProjectHook } from '../../entities/project-hook.entity';
import { CreateProjectHookInput, UpdateProjectHookInput } from '../../schema/hook.inputs';
import { ProjectHookPage } from '../../schema/hook.types';
import { hookResolverOf } from './hook-resolver';

@Resolver(() => ProjectHook)
export class ProjectHookResolver extends hookResolverOf({
  owner: 'project', hook: ProjectHook, page: ProjectHookPage, createInput: CreateProjectHookInput, updateInput: UpdateProjectHookInput,
  managers: 'Maintainers and administrators',
}) {}
