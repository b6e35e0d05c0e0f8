import { Establishment } from '../../modules/establishments/establishment.entity';
import { User } from '../../modules/identity/user.entity';
import { Staff } from '../../modules/staff/staff.entity';

/** Every TypeORM entity. New domains append theirs here. */
export const ENTITIES = [Establishment, User, Staff];
