describe('session store', () => {
  beforeEach(() => {
    localStorage.clear();
    jest.resetModules();
  });

  it('starts without a user when the stored record is corrupt, and removes it', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    localStorage.setItem('user', '{"id":');
    const { useSession } = await import('./session-store');
    expect(useSession.getState().user).toBeNull();
    expect(localStorage.getItem('user')).toBeNull();
  });

  it('logs out when GET /api/session answers 401', async () => {
    localStorage.setItem('user', JSON.stringify({ id: 1, role: 'admin', establishmentId: 1, name: 'Ana' }));
    globalThis.fetch = jest
      .fn()
      .mockResolvedValue({ ok: false, status: 401, text: () => Promise.resolve('{"message":"Não autenticado"}') }) as unknown as typeof fetch;
    const { useSession } = await import('./session-store');
    expect(useSession.getState().user).not.toBeNull();
    await useSession.getState().refresh();
    expect(useSession.getState().user).toBeNull();
    expect(useSession.getState().status).toBe('ready');
    expect(localStorage.getItem('user')).toBeNull();
  });

  it('refreshes the stored user from the server', async () => {
    const fresh = { id: 1, role: 'admin', establishmentId: 5, name: 'Ana Nova', email: 'a@b.c', staffId: null };
    globalThis.fetch = jest.fn().mockResolvedValue({ ok: true, status: 200, text: () => Promise.resolve(JSON.stringify(fresh)) }) as unknown as typeof fetch;
    const { useSession } = await import('./session-store');
    await useSession.getState().refresh();
    expect(useSession.getState().user).toEqual(fresh);
    expect(JSON.parse(localStorage.getItem('user')!)).toEqual(fresh);
  });
});
