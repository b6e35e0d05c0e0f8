import { mayManageBlocksOf } from './block-access';

describe('who manages time blocks', () => {
  it('management manages anyone', () => {
    for (const role of ['admin', 'owner', 'manager'] as const) expect(mayManageBlocksOf({ role, staffId: null }, 7)).toBe(true);
  });

  it('a staff member manages only her own record', () => {
    expect(mayManageBlocksOf({ role: 'staff', staffId: 7 }, 7)).toBe(true);
    expect(mayManageBlocksOf({ role: 'staff', staffId: 7 }, 8)).toBe(false);
    expect(mayManageBlocksOf({ role: 'staff', staffId: null }, 7)).toBe(false);
  });
});
