import { PlatformCore1700000000000 } from './1700000000000-platform-core';
import { Billing1700000000100 } from './1700000000100-billing';

/** Every migration, in order. New domains append theirs here. */
export const MIGRATIONS = [PlatformCore1700000000000, Billing1700000000100];
