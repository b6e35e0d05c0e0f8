import { PUBLIC_BOOKING_MSG } from '@salao/contracts';
import { contactErrors, EMPTY_CONTACT, maskPhone } from './contact';

describe('maskPhone', () => {
  it.each([
    ['', ''],
    ['1', '(1'],
    ['11', '(11'],
    ['119', '(11) 9'],
    ['1198765', '(11) 98765'],
    ['11987654321', '(11) 98765-4321'],
    ['1134567890', '(11) 3456-7890'],
    ['+55 11 98765-4321', '(11) 98765-4321'],
    ['119876543219999', '(11) 98765-4321'],
  ])('%s → %s', (typed, shown) => expect(maskPhone(typed)).toBe(shown));
});

describe('contactErrors', () => {
  it('asks for a name and a Brazilian phone, e-mail optional', () => {
    expect(contactErrors(EMPTY_CONTACT)).toEqual({ name: PUBLIC_BOOKING_MSG.name, phone: PUBLIC_BOOKING_MSG.phone });
    expect(contactErrors({ ...EMPTY_CONTACT, name: 'Ana', phone: '(11) 98765-4321' })).toEqual({});
    expect(contactErrors({ ...EMPTY_CONTACT, name: 'Ana', phone: '(11) 8765-432', email: 'x@' })).toEqual({
      phone: PUBLIC_BOOKING_MSG.phone,
      email: PUBLIC_BOOKING_MSG.email,
    });
  });
});
