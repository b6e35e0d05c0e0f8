/** @jest-environment jsdom */
import { act, renderHook } from '@testing-library/react';
import { WHATSAPP_MSG } from '@salao/contracts';
import { toastError } from '@salao/web-core';
import { qrImageSource, useQrMonitor } from './use-qr-monitor';

const post = jest.fn();
jest.mock('@salao/web-core', () => ({ api: { post: (...args: unknown[]) => post(...args) }, toastError: jest.fn(), toastSuccess: jest.fn() }));

const QR = { instanceName: 'studio', qrcodeBase64: 'data:image/png;base64,AAA=', qrCodeUrl: null, pairingCode: null, expiresInSeconds: 300 };

describe('QR monitoring (SPEC §4, §9)', () => {
  beforeEach(() => {
    jest.useFakeTimers();
    post.mockReset().mockResolvedValue(QR);
    jest.spyOn(console, 'info').mockImplementation(() => undefined);
  });
  afterEach(() => jest.useRealTimers());

  const advance = async (seconds: number) => {
    for (let i = 0; i < seconds; i++) await act(async () => void jest.advanceTimersByTime(1000));
  };

  it('checks the connection every 15 s, refreshes the QR every 30 s, and stops when the tab is left', async () => {
    const check = jest.fn().mockResolvedValue(false);
    const { result, unmount } = renderHook(() => useQrMonitor(check));
    await act(() => result.current.generate());
    expect(result.current.qr).toEqual(QR);
    expect(result.current.monitoring).toBe(300);

    await advance(15);
    expect(check).toHaveBeenCalledTimes(1);
    expect(post).toHaveBeenCalledTimes(1);
    await advance(15);
    expect(check).toHaveBeenCalledTimes(2);
    expect(post).toHaveBeenCalledTimes(2);
    expect(result.current.monitoring).toBe(270);

    unmount();
    expect(console.info).toHaveBeenCalledWith('Countdown parado');
    await act(async () => void jest.advanceTimersByTime(60_000));
    expect(check).toHaveBeenCalledTimes(2);
    expect(post).toHaveBeenCalledTimes(2);
  });

  it('stops and hides the QR once connected, and after 300 s without a connection', async () => {
    const check = jest.fn().mockResolvedValue(true);
    const { result } = renderHook(() => useQrMonitor(check));
    await act(() => result.current.generate());
    await advance(15);
    expect(result.current.qr).toBeNull();
    expect(result.current.monitoring).toBe(0);

    check.mockResolvedValue(false);
    await act(() => result.current.generate());
    await advance(300);
    expect(result.current.qr).toBeNull();
    expect(result.current.monitoring).toBe(0);
  });

  it("QR data in an unrecognised format is 'Erro de formato' (SPEC §8): no image, no countdown", async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    (toastError as jest.Mock).mockClear();
    post.mockResolvedValue({ ...QR, qrcodeBase64: '<html>Bad Gateway</html>', qrCodeUrl: null });
    const check = jest.fn().mockResolvedValue(false);
    const { result } = renderHook(() => useQrMonitor(check));
    await act(() => result.current.generate());
    expect(toastError).toHaveBeenCalledWith(WHATSAPP_MSG.formatError2);
    expect(result.current.qr).toBeNull();
    expect(result.current.image).toBeNull();
    expect(result.current.monitoring).toBe(0);
    await advance(30);
    expect(check).not.toHaveBeenCalled();
  });

  it('a refresh in an unrecognised format keeps the QR on screen', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const { result } = renderHook(() => useQrMonitor(jest.fn().mockResolvedValue(false)));
    await act(() => result.current.generate());
    post.mockResolvedValue({ ...QR, qrcodeBase64: 'not a qr', qrCodeUrl: 'javascript:alert(1)' });
    await advance(30);
    expect(post).toHaveBeenCalledTimes(2);
    expect(result.current.image).toBe(QR.qrcodeBase64);
    expect(console.error).toHaveBeenCalledWith(WHATSAPP_MSG.formatError2, expect.anything());
  });
});

describe('qrImageSource: the variants of SPEC §7', () => {
  const png = 'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==';
  it('takes a data URL, bare base64 or an http(s) URL, and nothing else', () => {
    expect(qrImageSource({ qrcodeBase64: `data:image/png;base64,${png}`, qrCodeUrl: null })).toBe(`data:image/png;base64,${png}`);
    expect(qrImageSource({ qrcodeBase64: png, qrCodeUrl: null })).toBe(`data:image/png;base64,${png}`);
    expect(qrImageSource({ qrcodeBase64: null, qrCodeUrl: 'https://gw.example/qr.png' })).toBe('https://gw.example/qr.png');
    expect(qrImageSource({ qrcodeBase64: 'data:text/html;base64,PGgxPg==', qrCodeUrl: null })).toBeNull();
    expect(qrImageSource({ qrcodeBase64: null, qrCodeUrl: 'javascript:alert(1)' })).toBeNull();
    expect(qrImageSource({ qrcodeBase64: null, qrCodeUrl: null })).toBeNull();
  });
});
