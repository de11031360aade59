import { Paginated } from '@forgegraph/platform';
import { ProtectedBranchNode } from './protected-branch.type';

export const ProtectedBranchPage = Paginated(ProtectedBranchNode, 'ProtectedBranchPage');
