import { figuresOf, toBody, type Draft } from './draft';

const draft: Draft = {
  clientId: 7,
  items: [
    { key: 'a', type: 'service', serviceId: 1, productId: null, name: 'Corte', staffId: 3, quantity: 1, unitPrice: 8000, discount: 500 },
    { key: 'b', type: 'product', serviceId: null, productId: 2, name: 'Xampu', staffId: null, quantity: 2, unitPrice: 3000, discount: null },
  ],
  discount: 1000,
  tipAmount: 1500,
  tipStaffId: 3,
};

describe('the comanda draft on screen', () => {
  it('adds items less their discounts, takes the comanda discount off and the tip on; the balance is what is left to pay', () => {
    expect(figuresOf(draft, 5000)).toEqual({ subtotal: 13500, discount: 1000, tip: 1500, total: 14000, paid: 5000, balance: 9000 });
  });

  it('sends each item with its own id field, empty money as 0, and no tip professional without a tip', () => {
    const body = toBody({ ...draft, tipAmount: 0 }, [11]);
    expect(body.items).toEqual([
      { type: 'service', serviceId: 1, staffId: 3, quantity: 1, unitPrice: 8000, discount: 500 },
      { type: 'product', productId: 2, staffId: null, quantity: 2, unitPrice: 3000, discount: 0 },
    ]);
    expect(body.tip).toEqual({ amount: 0, staffId: null });
    expect(body.appointmentIds).toEqual([11]);
  });

  it('a package sold sends its packageId; a service on a package session sends its clientPackageId at 0 (docs/product/packages.md)', () => {
    const body = toBody(
      {
        ...draft,
        items: [
          {
            key: 'k',
            type: 'package',
            serviceId: null,
            productId: null,
            packageId: 4,
            name: 'Pacote X',
            staffId: null,
            quantity: 1,
            unitPrice: 16000,
            discount: 0,
          },
          {
            key: 's',
            type: 'service',
            serviceId: 1,
            productId: null,
            clientPackageId: 9,
            name: 'Corte',
            staffId: 3,
            quantity: 1,
            unitPrice: 8000,
            discount: 0,
          },
        ],
      },
      [],
    );
    expect(body.items).toEqual([
      { type: 'package', packageId: 4, staffId: null, quantity: 1, unitPrice: 16000, discount: 0 },
      { type: 'service', serviceId: 1, clientPackageId: 9, staffId: 3, quantity: 1, unitPrice: 0, discount: 0 },
    ]);
  });
});
