import { useState } from 'react';
import { DEPOSIT_STATUS_LABELS, formatBRL, type PublicDepositDto } from '@salao/contracts';
import { usePublicAction } from '../api';

/** The policy the client reads before confirming (docs/product/deposits.md); nothing when no chosen service asks a deposit. */
export function DepositPolicy({ policy }: { policy: string | null }) {
  if (!policy) return null;
  return (
    <section className="ob-card" aria-label="Sinal" data-testid="deposit-policy">
      <p style={{ margin: 0 }}>{policy}</p>
    </section>
  );
}

/**
 * After booking: the deposit's amount and policy, its PIX QR and 'copia e cola' code, and the status check by the
 * booking's manage link ('Sinal recebido' once paid).
 */
export function DepositCard({ deposit, token }: { deposit: PublicDepositDto; token: string }) {
  const [current, setCurrent] = useState(deposit);
  const [copied, setCopied] = useState(false);
  const check = usePublicAction();
  const paid = current.status === 'paid' || current.status === 'applied';
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(current.pix.brCode);
      setCopied(true);
      setTimeout(() => setCopied(false), 2000);
    } catch {
      setCopied(false);
    }
  };
  const refresh = () => void check.run<PublicDepositDto>('GET', `/api/public/bookings/${encodeURIComponent(token)}/deposit`, undefined, setCurrent);
  const until = new Date(current.expiresAt).toLocaleTimeString('pt-BR', { hour: '2-digit', minute: '2-digit' });
  return (
    <section className="ob-card" aria-labelledby="deposit-title" data-testid="deposit-card">
      <h2 id="deposit-title" className="ob-h2" style={{ margin: '0 0 8px' }}>
        Sinal via PIX
      </h2>
      <p style={{ margin: '0 0 4px', fontSize: 20, fontWeight: 700 }}>{formatBRL(current.amountCents / 100)}</p>
      <p className="ob-muted" style={{ margin: '0 0 12px', fontSize: 14 }}>
        {current.policy}
      </p>
      <p role="status" aria-live="polite" data-testid="deposit-status" style={{ margin: '0 0 12px', fontWeight: 600 }}>
        {paid ? 'Sinal recebido' : current.status === 'awaiting' ? `Aguardando pagamento até ${until}` : DEPOSIT_STATUS_LABELS[current.status]}
      </p>
      {!paid && current.status === 'awaiting' && (
        <>
          {current.pix.qrCodeDataUrl && (
            <img src={current.pix.qrCodeDataUrl} alt="QR Code PIX do sinal" width={200} height={200} style={{ display: 'block', margin: '0 auto 12px' }} />
          )}
          <label htmlFor="deposit-brcode" style={{ display: 'block', fontSize: 14, marginBottom: 4 }}>
            PIX copia e cola
          </label>
          <textarea
            id="deposit-brcode"
            readOnly
            value={current.pix.brCode}
            rows={4}
            style={{ width: '100%', boxSizing: 'border-box', fontFamily: 'monospace', fontSize: 12, wordBreak: 'break-all' }}
            onFocus={(e) => e.currentTarget.select()}
          />
          <div className="ob-stack">
            <button type="button" className="ob-btn ob-btn-block" onClick={copy}>
              {copied ? 'Código copiado!' : 'Copiar código'}
            </button>
          </div>
        </>
      )}
      <div className="ob-stack">
        <button type="button" className="ob-btn ob-btn-ghost ob-btn-block" onClick={refresh} disabled={check.pending}>
          {check.pending ? 'Verificando…' : 'Verificar pagamento'}
        </button>
      </div>
      {check.failure && (
        <p className="ob-error" role="alert">
          {check.failure.message}
        </p>
      )}
    </section>
  );
}
