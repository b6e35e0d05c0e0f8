import { useMemo } from 'react';
import type { PublicEstablishmentDto, PublicProfessionalDto, PublicServiceDto } from '@salao/contracts';
import { DayTimePicker } from '../DayTimePicker';
import { shortDay } from '../dates';
import { staffName } from '../format';
import { Frame, StepTitle } from '../Frame';
import { visitItems, type VisitExtra } from '../booking-flow';
import type { StepFrame } from './step-props';
import { VisitServices } from './VisitServices';

interface Props {
  frame: StepFrame;
  slug: string;
  est: PublicEstablishmentDto;
  service: PublicServiceDto;
  /** The chosen professional (null: any); `staff` is their entry in the establishment's list. */
  staffId: number | null;
  staff: PublicProfessionalDto | null;
  date: string | null;
  time: string | null;
  onDate: (date: string) => void;
  onTime: (time: string) => void;
  onContinue: () => void;
  /** 'Entrar na lista de espera', offered on a day with no free times. */
  onWaitlist: () => void;
  /** The visit's other services (docs/product/series.md). */
  extras: VisitExtra[];
  onAddService: (extra: VisitExtra) => void;
  onRemoveService: (index: number) => void;
}

/** Step 3: the day and the time, with the choice so far in the sticky bar. */
export function WhenStep(props: Props) {
  const { frame, slug, est, service, staffId, staff, date, time, onDate, onTime, onContinue, onWaitlist, extras } = props;
  const visit = visitItems(extras);
  const query = useMemo(() => ({ slug, serviceId: service.id, staffId, visit }), [slug, service.id, staffId, visit]);
  return (
    <Frame
      {...frame}
      bar={
        <>
          <div className="ob-bar-sum" aria-live="polite">
            <strong>{date && time ? `${shortDay(date)} às ${time}` : date ? shortDay(date) : 'Escolha dia e horário'}</strong>
            <span className="ob-muted">{staffName(staff)}</span>
          </div>
          <button type="button" className="ob-btn" disabled={!date || !time} onClick={onContinue}>
            Continuar
          </button>
        </>
      }
    >
      <StepTitle step="Passo 3 de 5">Escolha o dia e o horário</StepTitle>
      <p className="ob-lead">
        {service.name} · {staffName(staff)}
      </p>
      <VisitServices est={est} staffId={staffId} extras={extras} onAdd={props.onAddService} onRemove={props.onRemoveService} />
      <DayTimePicker
        query={query}
        rules={est.rules}
        timezone={est.timezone}
        date={date}
        time={time}
        onDate={onDate}
        onTime={onTime}
        noTimesAction={
          extras.length === 0 && (
            <button type="button" className="ob-btn ob-btn-ghost ob-btn-block" onClick={onWaitlist}>
              Entrar na lista de espera
            </button>
          )
        }
      />
    </Frame>
  );
}
