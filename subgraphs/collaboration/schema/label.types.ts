import { Paginated } from '@forgegraph/platform';
import { Label } from '../entities/label.entity';
import { Milestone } from '../entities/milestone.entity';

export const LabelPage = Paginated(Label);
export const MilestonePage = Paginated(Milestone);
