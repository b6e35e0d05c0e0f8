import type { FormEvent } from 'react';
import { ContactFields, contactErrors, type Contact } from '../contact';
import { Frame, StepTitle } from '../Frame';
import type { StepFrame } from './step-props';

interface Props {
  frame: StepFrame;
  contact: Contact;
  showErrors: boolean;
  onContact: (contact: Contact) => void;
  /** The form was sent: the page shows the errors or moves on to the review. */
  onNext: () => void;
}

/** Step 4: name, mobile (WhatsApp) and an optional e-mail. */
export function ContactStep({ frame, contact, showErrors, onContact, onNext }: Props) {
  const next = (e: FormEvent) => {
    e.preventDefault();
    onNext();
  };
  return (
    <Frame
      {...frame}
      bar={
        <button type="submit" form="ob-contact" className="ob-btn ob-btn-block">
          Continuar
        </button>
      }
    >
      <StepTitle step="Passo 4 de 5">Seus dados</StepTitle>
      <p className="ob-lead">Para confirmar o horário e avisar você.</p>
      <form id="ob-contact" className="ob-card" noValidate onSubmit={next}>
        <ContactFields value={contact} onChange={onContact} errors={showErrors ? contactErrors(contact) : {}} />
      </form>
    </Frame>
  );
}
