/** @jest-environment jsdom */
import { act, renderHook, waitFor } from '@testing-library/react';
import { PUSH_DEVICE_MSG, usePushDevice } from './use-push-device';

const web = {
  pushSupported: jest.fn(() => true),
  pushRegistration: jest.fn(),
  pushEnabled: jest.fn(),
  subscribeToPush: jest.fn(),
  unsubscribeFromPush: jest.fn(),
  toastError: jest.fn(),
  toastSuccess: jest.fn(),
};
jest.mock(
  '@salao/web-core',
  () =>
    new Proxy(
      {},
      {
        get:
          (_t, name: string) =>
          (...args: unknown[]) =>
            (web as Record<string, jest.Mock>)[name]!(...args),
      },
    ),
);

const REG = { pushManager: {} };

function setPermission(permission: NotificationPermission) {
  (globalThis as { Notification?: unknown }).Notification = { permission };
}

describe("Segurança 'Notificações': push on this device for any role (issue 13)", () => {
  beforeEach(() => {
    Object.values(web).forEach((fn) => fn.mockReset());
    web.pushSupported.mockReturnValue(true);
    web.pushRegistration.mockResolvedValue(REG);
    web.pushEnabled.mockResolvedValue(false);
    web.subscribeToPush.mockResolvedValue(true);
    web.unsubscribeFromPush.mockResolvedValue(undefined);
    setPermission('default');
  });

  it('turns push on through the shared subscribe path, and off again', async () => {
    const { result } = renderHook(() => usePushDevice());
    await waitFor(() => expect(result.current.state).toBe('off'));
    expect(web.subscribeToPush).not.toHaveBeenCalled();

    await act(() => result.current.toggle(true));
    expect(web.subscribeToPush).toHaveBeenCalledWith(REG);
    expect(result.current.state).toBe('on');
    expect(web.toastSuccess).toHaveBeenCalledWith(PUSH_DEVICE_MSG.enabled);

    await act(() => result.current.toggle(false));
    expect(web.unsubscribeFromPush).toHaveBeenCalledWith(REG);
    expect(result.current.state).toBe('off');
    expect(web.toastSuccess).toHaveBeenCalledWith(PUSH_DEVICE_MSG.disabled);
  });

  it('a device already subscribed shows on and is re-sent for this login', async () => {
    setPermission('granted');
    web.pushEnabled.mockResolvedValue(true);
    const { result } = renderHook(() => usePushDevice());
    await waitFor(() => expect(result.current.state).toBe('on'));
    expect(web.subscribeToPush).toHaveBeenCalledWith(REG);
  });

  it('a refused permission says so and leaves it off or blocked', async () => {
    const { result } = renderHook(() => usePushDevice());
    await waitFor(() => expect(result.current.state).toBe('off'));
    web.subscribeToPush.mockResolvedValue(false);
    setPermission('denied');
    await act(() => result.current.toggle(true));
    expect(result.current.state).toBe('denied');
    expect(web.toastError).toHaveBeenCalledWith(PUSH_DEVICE_MSG.denied);
  });

  it('without push support or a service worker the card says so', async () => {
    web.pushSupported.mockReturnValue(false);
    const first = renderHook(() => usePushDevice());
    await waitFor(() => expect(first.result.current.state).toBe('unsupported'));
    web.pushSupported.mockReturnValue(true);
    web.pushRegistration.mockResolvedValue(null);
    const second = renderHook(() => usePushDevice());
    await waitFor(() => expect(second.result.current.state).toBe('unsupported'));
  });

  it('a failing server answer is a toast, not a crash', async () => {
    const { result } = renderHook(() => usePushDevice());
    await waitFor(() => expect(result.current.state).toBe('off'));
    web.subscribeToPush.mockRejectedValue(new Error('500'));
    jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    await act(() => result.current.toggle(true));
    expect(web.toastError).toHaveBeenCalledWith(PUSH_DEVICE_MSG.enableError);
    expect(result.current.busy).toBe(false);
  });
});
