import { readStoredUser, userFromAnswer, writeStoredUser } from './stored-user';

describe('stored user', () => {
  beforeEach(() => localStorage.clear());

  it('round-trips a user', () => {
    const user = { id: 1, email: 'a@b.c', name: 'Ana', role: 'admin' as const, establishmentId: 2, staffId: null };
    writeStoredUser(user);
    expect(readStoredUser()).toEqual(user);
  });

  it('removes a corrupt record', () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    localStorage.setItem('user', 'not json');
    expect(readStoredUser()).toBeNull();
    expect(localStorage.getItem('user')).toBeNull();
  });

  it('removes a record that is JSON but not a user', () => {
    localStorage.setItem('user', JSON.stringify({ hello: 'world' }));
    expect(readStoredUser()).toBeNull();
    expect(localStorage.getItem('user')).toBeNull();
  });

  it('reads the user from either answer shape', () => {
    const user = { id: 1, role: 'staff' };
    expect(userFromAnswer(user)).toEqual(user);
    expect(userFromAnswer({ user })).toEqual(user);
    expect(userFromAnswer({ user: null })).toBeNull();
  });
});
