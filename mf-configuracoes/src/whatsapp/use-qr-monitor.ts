import { useCallback, useEffect, useRef, useState } from 'react';
import { QR_TIMINGS, WHATSAPP_MSG, type QrCodeDto } from '@salao/contracts';
import { api, toastError, toastSuccess } from '@salao/web-core';

export interface QrMonitor {
  qr: QrCodeDto | null;
  /** What the <img> shows: the QR as a data URL or an http(s) URL; null when there is none. */
  image: string | null;
  /** Seconds left of the 300 s monitoring (docs/product/limits.md). */
  monitoring: number;
  /** Seconds until the QR is refreshed (every 30 s while monitoring). */
  nextRefresh: number;
  generating: boolean;
  generate: () => Promise<void>;
  stop: () => void;
}

const fetchQr = () => api.post<QrCodeDto>('/api/evolution/qrcode', {});

const DATA_URL = /^data:image\/(png|jpeg|gif|webp|svg\+xml);base64,[A-Za-z0-9+/]+=*$/;
const BARE_BASE64 = /^[A-Za-z0-9+/]{40,}=*$/;

/**
 * The QR the gateway gave, as an image source: a data URL, bare base64 text (a PNG, docs/product/api.md's raw variant)
 * or an http(s) URL. Anything else is data in an unrecognised format: null ('Erro de formato', docs/product/errors.md).
 */
export function qrImageSource(qr: Pick<QrCodeDto, 'qrcodeBase64' | 'qrCodeUrl'> | null | undefined): string | null {
  const base64 = qr?.qrcodeBase64?.replace(/\s+/g, '');
  if (base64 && DATA_URL.test(base64)) return base64;
  if (base64 && BARE_BASE64.test(base64)) return `data:image/png;base64,${base64}`;
  const url = qr?.qrCodeUrl?.trim();
  if (url && /^https?:\/\/[^\s]+$/i.test(url)) return url;
  return null;
}

/**
 * The QR flow of docs/product/states.md: 'Gerar QR Code' shows the image, then for 300 s the connection is checked every 15 s
 * and the QR refreshed every 30 s. It all stops when connected, when time runs out, or when the tab is left.
 */
export function useQrMonitor(checkStatus: () => Promise<boolean>): QrMonitor {
  const [qr, setQr] = useState<QrCodeDto | null>(null);
  const [monitoring, setMonitoring] = useState(0);
  const [nextRefresh, setNextRefresh] = useState(0);
  const [generating, setGenerating] = useState(false);
  const timer = useRef<ReturnType<typeof setInterval> | null>(null);
  const elapsed = useRef(0);
  const check = useRef(checkStatus);
  useEffect(() => {
    check.current = checkStatus;
  }, [checkStatus]);

  const stop = useCallback(() => {
    if (timer.current) {
      clearInterval(timer.current);
      timer.current = null;
      console.info(WHATSAPP_MSG.countdownStopped);
    }
    setMonitoring(0);
    setNextRefresh(0);
  }, []);

  const tick = useCallback(() => {
    elapsed.current += 1;
    const left = QR_TIMINGS.lifetime - elapsed.current;
    setMonitoring(Math.max(left, 0));
    setNextRefresh(QR_TIMINGS.continuousRefresh - (elapsed.current % QR_TIMINGS.continuousRefresh));
    if (left <= 0) {
      stop();
      setQr(null);
      return;
    }
    if (elapsed.current % QR_TIMINGS.statusCheck === 0) {
      void check.current().then((connected) => {
        if (connected) {
          stop();
          setQr(null);
        }
      });
    }
    if (elapsed.current % QR_TIMINGS.continuousRefresh === 0) {
      fetchQr().then(
        // A refreshed QR in an unrecognised format: the previous one stays on screen.
        (answer) => (qrImageSource(answer) ? setQr(answer) : console.error(WHATSAPP_MSG.formatError2, answer)),
        (error: unknown) => console.error(WHATSAPP_MSG.refreshError, error),
      );
    }
  }, [stop]);

  const generate = useCallback(async () => {
    setGenerating(true);
    try {
      const answer = await fetchQr();
      if (!qrImageSource(answer)) {
        // Nothing to scan: say so instead of an empty image and a countdown for nothing.
        console.error(WHATSAPP_MSG.formatError2, answer);
        toastError(WHATSAPP_MSG.formatError2);
        return;
      }
      setQr(answer);
      toastSuccess(WHATSAPP_MSG.qrGenerated);
      if (timer.current) clearInterval(timer.current);
      elapsed.current = 0;
      setMonitoring(answer.expiresInSeconds || QR_TIMINGS.lifetime);
      setNextRefresh(QR_TIMINGS.continuousRefresh);
      timer.current = setInterval(tick, 1000);
    } catch (error) {
      toastError(error instanceof Error ? error.message : WHATSAPP_MSG.internalError);
    } finally {
      setGenerating(false);
    }
  }, [tick]);

  // Leaving the tab unmounts it: the countdown and the refreshes stop with it.
  useEffect(() => stop, [stop]);

  return { qr, image: qrImageSource(qr), monitoring, nextRefresh, generating, generate, stop };
}
