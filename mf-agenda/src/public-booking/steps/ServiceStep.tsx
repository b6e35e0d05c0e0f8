import type { PublicServiceDto } from '@salao/contracts';
import { Frame, StepTitle } from '../Frame';
import { ServiceList } from '../pickers';
import type { StepFrame } from './step-props';

/** Step 1: which service. */
export function ServiceStep({ frame, services, onPick }: { frame: StepFrame; services: PublicServiceDto[]; onPick: (s: PublicServiceDto) => void }) {
  return (
    <Frame {...frame}>
      <StepTitle step="Passo 1 de 5">Qual serviço você quer agendar?</StepTitle>
      {services.length === 0 && <p className="ob-note">Este estabelecimento ainda não oferece serviços online.</p>}
      <ServiceList services={services} onPick={onPick} />
    </Frame>
  );
}
