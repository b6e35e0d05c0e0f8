import { PlatformCore1700000000000 } from './1700000000000-platform-core';

/** Every migration, in order. New domains append theirs here. */
export const MIGRATIONS = [PlatformCore1700000000000];
