import { Paginated } from '@forgegraph/platform';
import { Member } from '../entities/member.entity';
import { Namespace } from '../entities/namespace.entity';
import { Project } from '../entities/project.entity';
import { BillableMember } from './billable-member.type';
import { Group } from './group.type';

export const ProjectPage = Paginated(Project);
export const GroupPage = Paginated(Group);
export const MemberPage = Paginated(Member);
export const BillableMemberPage = Paginated(BillableMember);
export const NamespacePage = Paginated(Namespace);
