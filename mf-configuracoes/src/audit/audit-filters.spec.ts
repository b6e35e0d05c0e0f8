import { auditQueryString, readAuditFilters, withFilter } from './audit-filters';

describe('audit filters in the URL', () => {
  it('reads valid filters and drops malformed ones (an old link with a page too: the list is walked by cursor)', () => {
    const p = new URLSearchParams('aba=historico&entity=appointment&entityId=12&userId=x&from=2026-01-01&to=01/02/2026&page=3');
    expect(readAuditFilters(p)).toEqual({ entity: 'appointment', entityId: 12, userId: undefined, from: '2026-01-01', to: undefined });
    expect(readAuditFilters(new URLSearchParams('entity=pessoa&page=0'))).toEqual({});
  });

  it('writes only what is set', () => {
    expect(auditQueryString({ entity: 'client', entityId: 4 })).toBe('entity=client&entityId=4');
    expect(auditQueryString({})).toBe('');
  });

  it('another entity forgets the record', () => {
    expect(withFilter({ entity: 'client', entityId: 4 }, { userId: 2 })).toEqual({ entity: 'client', entityId: 4, userId: 2 });
    expect(withFilter({ entity: 'client', entityId: 4 }, { entity: 'staff' })).toEqual({ entity: 'staff', entityId: undefined });
  });
});
