import type { FormEvent } from 'react';
import type { PublicApiError } from '../api';
import { ContactFields, contactErrors, type Contact } from '../contact';
import { longDay } from '../dates';
import { ErrorLine, Frame, StepTitle } from '../Frame';
import type { ChosenDay } from './step-props';

interface Props extends ChosenDay {
  contact: Contact;
  showErrors: boolean;
  pending: boolean;
  failure: PublicApiError | null;
  onContact: (contact: Contact) => void;
  onSubmit: (e: FormEvent) => void;
}

/** A day with no free times: the visitor leaves their contact to hear (on WhatsApp) when a time frees up. */
export function WaitlistStep({ frame, service, staff, date, contact, showErrors, pending, failure, onContact, onSubmit }: Props) {
  return (
    <Frame
      {...frame}
      bar={
        <button type="submit" form="ob-waitlist" className="ob-btn ob-btn-block" disabled={pending}>
          {pending ? 'Enviando…' : 'Entrar na lista de espera'}
        </button>
      }
    >
      <StepTitle>Lista de espera</StepTitle>
      <p className="ob-lead">
        {service.name} em {longDay(date)}
        {staff ? ` com ${staff.name}` : ''}. Se um horário vagar, avisamos você pelo WhatsApp.
      </p>
      <form id="ob-waitlist" className="ob-card" noValidate onSubmit={onSubmit}>
        <ContactFields value={contact} onChange={onContact} errors={showErrors ? contactErrors(contact) : {}} />
      </form>
      <ErrorLine error={failure} />
    </Frame>
  );
}
