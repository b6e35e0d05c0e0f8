import { useId } from 'react';
import { digitsOnly, normalizeBrazilPhone, PUBLIC_BOOKING_MSG } from '@salao/contracts';

export interface Contact {
  name: string;
  phone: string;
  email: string;
  /** Honeypot: hidden from people, left empty. */
  website: string;
}

export const EMPTY_CONTACT: Contact = { name: '', phone: '', email: '', website: '' };

/** The contact as a booking or waitlist request sends it: trimmed name, normalised phone, e-mail or null. */
export function contactPayload(c: Contact): { name: string; phone: string; email: string | null; website: string } {
  return { name: c.name.trim(), phone: normalizeBrazilPhone(c.phone) ?? c.phone, email: c.email.trim() || null, website: c.website };
}

/** Brazilian phone mask while typing: (11) 98765-4321 or (11) 3456-7890. */
export function maskPhone(value: string): string {
  let d = digitsOnly(value);
  if (d.length > 11 && d.startsWith('55')) d = d.slice(2);
  d = d.slice(0, 11);
  if (d.length === 0) return '';
  if (d.length <= 2) return `(${d}`;
  const local = d.slice(2);
  // Mobiles (third digit 9) split 5+4 while typing; landlines 4+4.
  const split = d.length === 11 || d[2] === '9' ? 5 : 4;
  return local.length <= split ? `(${d.slice(0, 2)}) ${local}` : `(${d.slice(0, 2)}) ${local.slice(0, split)}-${local.slice(split)}`;
}

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** The same rules as the contracts' schema, without shipping yup to the phone. */
export function contactErrors(c: Contact, withEmail = true): Partial<Record<keyof Contact, string>> {
  const errors: Partial<Record<keyof Contact, string>> = {};
  const name = c.name.trim();
  if (name.length < 2) errors.name = PUBLIC_BOOKING_MSG.name;
  else if (name.length > 120) errors.name = PUBLIC_BOOKING_MSG.nameMax;
  if (!normalizeBrazilPhone(c.phone)) errors.phone = PUBLIC_BOOKING_MSG.phone;
  const email = c.email.trim();
  if (withEmail && email && (email.length > 254 || !EMAIL.test(email))) errors.email = PUBLIC_BOOKING_MSG.email;
  return errors;
}

interface FieldsProps {
  value: Contact;
  onChange: (c: Contact) => void;
  errors: Partial<Record<keyof Contact, string>>;
  withEmail?: boolean;
}

export function ContactFields({ value, onChange, errors, withEmail = true }: FieldsProps) {
  const id = useId();
  const set = (patch: Partial<Contact>) => onChange({ ...value, ...patch });
  return (
    <>
      <div className="ob-field">
        <label className="ob-label" htmlFor={`${id}-name`}>
          Nome completo
        </label>
        <input
          id={`${id}-name`}
          className="ob-input"
          name="name"
          autoComplete="name"
          autoCapitalize="words"
          maxLength={120}
          value={value.name}
          onChange={(e) => set({ name: e.target.value })}
          aria-invalid={!!errors.name}
          aria-describedby={errors.name ? `${id}-name-err` : undefined}
        />
        {errors.name && (
          <span id={`${id}-name-err`} className="ob-field-error">
            {errors.name}
          </span>
        )}
      </div>
      <div className="ob-field">
        <label className="ob-label" htmlFor={`${id}-phone`}>
          Celular (WhatsApp)
        </label>
        <input
          id={`${id}-phone`}
          className="ob-input"
          name="phone"
          type="tel"
          inputMode="tel"
          autoComplete="tel-national"
          placeholder="(11) 98765-4321"
          value={value.phone}
          onChange={(e) => set({ phone: maskPhone(e.target.value) })}
          aria-invalid={!!errors.phone}
          aria-describedby={errors.phone ? `${id}-phone-err` : `${id}-phone-hint`}
        />
        {errors.phone ? (
          <span id={`${id}-phone-err`} className="ob-field-error">
            {errors.phone}
          </span>
        ) : (
          <span id={`${id}-phone-hint`} className="ob-hint">
            Enviaremos a confirmação e os lembretes por aqui.
          </span>
        )}
      </div>
      {withEmail && (
        <div className="ob-field">
          <label className="ob-label" htmlFor={`${id}-email`}>
            E-mail <span className="ob-muted">(opcional)</span>
          </label>
          <input
            id={`${id}-email`}
            className="ob-input"
            name="email"
            type="email"
            inputMode="email"
            autoComplete="email"
            maxLength={254}
            value={value.email}
            onChange={(e) => set({ email: e.target.value })}
            aria-invalid={!!errors.email}
            aria-describedby={errors.email ? `${id}-email-err` : undefined}
          />
          {errors.email && (
            <span id={`${id}-email-err`} className="ob-field-error">
              {errors.email}
            </span>
          )}
        </div>
      )}
      {/* Honeypot: people never see or reach it; bots that fill every field are refused by the API. */}
      <div className="ob-hp" aria-hidden="true">
        <label htmlFor={`${id}-website`}>Site</label>
        <input id={`${id}-website`} name="website" tabIndex={-1} autoComplete="off" value={value.website} onChange={(e) => set({ website: e.target.value })} />
      </div>
    </>
  );
}
