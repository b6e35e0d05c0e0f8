import { dependencyOrder } from './dependency-order';

describe('dependencyOrder', () => {
  it('puts every table after the tables it references', () => {
    const order = dependencyOrder(
      ['appointments', 'clients', 'establishments', 'users', 'staff'],
      [
        ['appointments', 'clients'],
        ['appointments', 'users'],
        ['clients', 'establishments'],
        ['users', 'staff'],
        ['staff', 'establishments'],
      ],
    );
    const at = (t: string) => order.indexOf(t);
    expect(order).toHaveLength(5);
    expect(at('establishments')).toBeLessThan(at('clients'));
    expect(at('staff')).toBeLessThan(at('users'));
    expect(at('users')).toBeLessThan(at('appointments'));
    expect(at('clients')).toBeLessThan(at('appointments'));
  });

  it('ignores self-references and keeps tables of a cycle, last', () => {
    expect(
      dependencyOrder(
        ['entries', 'a', 'b', 'root'],
        [
          ['entries', 'entries'],
          ['entries', 'root'],
          ['a', 'b'],
          ['b', 'a'],
        ],
      ),
    ).toEqual(['root', 'entries', 'a', 'b']);
  });
});
