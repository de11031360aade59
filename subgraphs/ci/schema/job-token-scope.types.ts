import { Paginated } from '@forgegraph/platform';
import { GroupRef, ProjectRef } from './refs.types';

export const JobTokenAllowlistProjectPage = Paginated(ProjectRef, 'JobTokenAllowlistProjectPage');
export const JobTokenAllowlistGroupPage = Paginated(GroupRef, 'JobTokenAllowlistGroupPage');
