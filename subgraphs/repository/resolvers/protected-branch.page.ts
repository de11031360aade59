import { Paginated } from '@forgegraph/platform';
import { ProtectedBranchNode } from '../schema/protected-branch.type';

export const ProtectedBranchPage = Paginated(ProtectedBranchNode, 'ProtectedBranchPage');
