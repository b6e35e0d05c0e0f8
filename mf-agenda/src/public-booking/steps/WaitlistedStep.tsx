import { PUBLIC_BOOKING_MSG, type PublicWaitlistCreated } from '@salao/contracts';
import { Frame, Notice } from '../Frame';
import type { StepFrame } from './step-props';

/** In the waitlist: the position, and a new booking from the start. */
export function WaitlistedStep({ frame, waitlisted, onRestart }: { frame: StepFrame; waitlisted: PublicWaitlistCreated; onRestart: () => void }) {
  return (
    <Frame {...frame}>
      <Notice icon="check" title="Você está na lista de espera">
        <p className="ob-lead">{waitlisted.message || PUBLIC_BOOKING_MSG.waitlistJoined}</p>
        <p className="ob-muted">Sua posição: {waitlisted.position}º</p>
        <button type="button" className="ob-btn ob-btn-ghost" onClick={onRestart}>
          Fazer outro agendamento
        </button>
      </Notice>
    </Frame>
  );
}
