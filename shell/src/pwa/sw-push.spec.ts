import { clickTarget, installPushHandlers } from './sw-push';

type Listener = (event: any) => void;

function fakeWorker(tabs: { url: string; navigate: jest.Mock; focus: jest.Mock }[] = []) {
  const listeners: Record<string, Listener> = {};
  const sw = {
    location: { origin: 'https://salao.app' },
    registration: { showNotification: jest.fn(() => Promise.resolve()) },
    clients: { matchAll: jest.fn(() => Promise.resolve(tabs)), openWindow: jest.fn(() => Promise.resolve()) },
    addEventListener: (type: string, listener: Listener) => (listeners[type] = listener),
  };
  installPushHandlers(sw as never);
  const fire = async (type: string, event: object) => {
    let pending: Promise<unknown> = Promise.resolve();
    listeners[type]!({ ...event, waitUntil: (p: Promise<unknown>) => (pending = p) });
    await pending;
  };
  return { sw, fire };
}

describe('service worker push handlers', () => {
  it('shows the pushed title and body and keeps the page to open', async () => {
    const { sw, fire } = fakeWorker();
    await fire('push', { data: { json: () => ({ title: 'Novo agendamento pendente', body: 'Ana agendou Corte', url: '/agendamentos' }), text: () => '' } });
    expect(sw.registration.showNotification).toHaveBeenCalledWith('Novo agendamento pendente', {
      body: 'Ana agendou Corte',
      data: { url: '/agendamentos' },
      vibrate: [200, 100, 200],
    });
  });

  it('a click focuses an open tab on the right page, or opens one', async () => {
    const tab = { url: 'https://salao.app/dashboard', navigate: jest.fn(() => Promise.resolve()), focus: jest.fn(() => Promise.resolve()) };
    const withTab = fakeWorker([tab]);
    const close = jest.fn();
    await withTab.fire('notificationclick', { notification: { data: { url: '/agendamentos' }, close } });
    expect(close).toHaveBeenCalled();
    expect(tab.navigate).toHaveBeenCalledWith('https://salao.app/agendamentos');
    expect(tab.focus).toHaveBeenCalled();

    const none = fakeWorker();
    await none.fire('notificationclick', { notification: { close } });
    expect(none.sw.clients.openWindow).toHaveBeenCalledWith('https://salao.app/dashboard');
  });

  it('never opens another origin from a payload', () => {
    expect(clickTarget('https://salao.app', 'https://evil.example/x')).toBe('https://salao.app/dashboard');
    expect(clickTarget('https://salao.app', '//evil.example/x')).toBe('https://salao.app/dashboard');
  });
});
