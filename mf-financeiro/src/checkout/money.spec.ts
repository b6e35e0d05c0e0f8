import { priceCents } from './money';

// The R$ field's parsing is the contracts' (libs/contracts/src/format.ts), tested there.
describe('the older decimal prices', () => {
  it('reads them as cents', () => {
    expect(priceCents('59.90')).toBe(5990);
    expect(priceCents(null)).toBe(0);
  });
});
