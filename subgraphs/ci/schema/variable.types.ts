import { Paginated } from '@forgegraph/platform';
import { CiVariable } from '../entities/ci-variable.entity';

export const CiVariablePage = Paginated(CiVariable);
