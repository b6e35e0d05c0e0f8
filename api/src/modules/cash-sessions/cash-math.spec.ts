import { cashFigures, closingLines, expectedByMethod } from './cash-math';

describe('cash drawer math (docs/product/api.md, Caixa)', () => {
  const movements = [
    { type: 'pagamento', method: 'dinheiro', amount: 8000, received: 10000, change: 2000 },
    { type: 'pagamento', method: 'debito', amount: 5000, received: null, change: 0 },
    { type: 'sangria', method: null, amount: 3000, received: null, change: 0 },
    { type: 'suprimento', method: null, amount: 1500, received: null, change: 0 },
  ];

  it('expected cash = opening + received − change − sangria + suprimento', () => {
    expect(cashFigures(20000, movements)).toEqual({
      opening: 20000,
      cashReceived: 10000,
      change: 2000,
      sangrias: 3000,
      suprimentos: 1500,
      expectedCash: 26500,
    });
  });

  it('per method: expected, counted and the difference; a method not counted has none', () => {
    const expected = expectedByMethod(cashFigures(20000, movements), movements);
    expect(closingLines(expected, { dinheiro: 26000, pix: 100 })).toEqual([
      { method: 'dinheiro', expected: 26500, counted: 26000, difference: -500 },
      { method: 'debito', expected: 5000, counted: null, difference: null },
      { method: 'pix', expected: 0, counted: 100, difference: 100 },
    ]);
  });
});
