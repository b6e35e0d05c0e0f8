import { formatBRL, type PublicProfessionalDto, type PublicServiceDto } from '@salao/contracts';
import { formatDuration } from '../format';
import { Frame, StepTitle } from '../Frame';
import { ProfessionalList } from '../pickers';
import type { StepFrame } from './step-props';

interface Props {
  frame: StepFrame;
  service: PublicServiceDto;
  /** Every professional of the establishment; the step lists those who perform the service. */
  professionals: PublicProfessionalDto[];
  onPick: (staffId: number | null) => void;
}

/** Step 2: with whom ('Qualquer profissional' first). */
export function StaffStep({ frame, service, professionals, onPick }: Props) {
  const pros = professionals.filter((p) => service.staffIds.includes(p.id));
  return (
    <Frame {...frame}>
      <StepTitle step="Passo 2 de 5">Com quem?</StepTitle>
      <p className="ob-lead">
        {service.name} · {formatDuration(service.duration)} · {formatBRL(service.price)}
      </p>
      <ProfessionalList professionals={pros} onPick={onPick} />
    </Frame>
  );
}
