import { PlatformCore1700000000000 } from './1700000000000-platform-core';
import { Billing1700000000100 } from './1700000000100-billing';
import { AgendaCore1700000000200 } from './1700000000200-agenda-core';
import { Loyalty1700000000300 } from './1700000000300-loyalty';

/** Every migration, in order. New domains append theirs here (one file each, timestamped). */
export const MIGRATIONS = [PlatformCore1700000000000, Billing1700000000100, AgendaCore1700000000200, Loyalty1700000000300];
