import { auditQueryString, readAuditFilters, withFilter } from './audit-filters';

describe('audit filters in the URL', () => {
  it('reads valid filters and drops malformed ones', () => {
    const p = new URLSearchParams('aba=historico&entity=appointment&entityId=12&userId=x&from=2026-01-01&to=01/02/2026&page=3');
    expect(readAuditFilters(p)).toEqual({ entity: 'appointment', entityId: 12, userId: undefined, from: '2026-01-01', to: undefined, page: 3 });
    expect(readAuditFilters(new URLSearchParams('entity=pessoa&page=0'))).toEqual({ page: 1 });
  });

  it('writes only what is set, page 1 left out', () => {
    expect(auditQueryString({ entity: 'client', entityId: 4, page: 1 })).toBe('entity=client&entityId=4');
    expect(auditQueryString({ page: 2 })).toBe('page=2');
  });

  it('a new filter starts at page 1; another entity forgets the record', () => {
    expect(withFilter({ entity: 'client', entityId: 4, page: 3 }, { userId: 2 })).toEqual({ entity: 'client', entityId: 4, userId: 2, page: 1 });
    expect(withFilter({ entity: 'client', entityId: 4, page: 3 }, { entity: 'staff' })).toEqual({ entity: 'staff', entityId: undefined, page: 1 });
  });
});
