import type { MailMessage } from '../../platform/mail/mail.service';
import { html } from '../../platform/mail/html';
import { visitorText } from '../../platform/mail/visitor-text';

/** Identity's e-mails. Links are built from the configured APP_URL only; html`` escapes every value. */
export function passwordResetMail(user: { name: string; email: string }, link: string, ttlMinutes: number): MailMessage {
  // Anyone can sign up with someone else's address: the name is theirs, so it carries no link.
  const name = visitorText(user.name);
  return {
    to: user.email,
    subject: 'Salão: redefinição de senha',
    text: `Olá, ${name}!\n\nRecebemos um pedido para redefinir sua senha. Acesse o link abaixo (válido por ${ttlMinutes} minutos):\n\n${link}\n\nSe você não pediu, ignore este e-mail.`,
    html: html`<p>Olá, ${name}!</p>
      <p>Recebemos um pedido para redefinir sua senha. O link vale por ${ttlMinutes} minutos:</p>
      <p><a href="${link}">Redefinir minha senha</a></p>
      <p>Se você não pediu, ignore este e-mail.</p>`,
  };
}

export function emailChangeConfirmMail(name: string, newEmail: string, link: string, ttlMinutes: number): MailMessage {
  return {
    to: newEmail,
    subject: 'Salão: confirme seu novo e-mail',
    text: `Olá, ${name}!\n\nPara usar este endereço no Salão, confirme pelo link abaixo (válido por ${ttlMinutes} minutos):\n\n${link}\n\nSe você não pediu, ignore este e-mail.`,
    html: html`<p>Olá, ${name}!</p>
      <p>Para usar este endereço no Salão, confirme pelo link abaixo (válido por ${ttlMinutes} minutos):</p>
      <p><a href="${link}">Confirmar novo e-mail</a></p>
      <p>Se você não pediu, ignore este e-mail.</p>`,
  };
}

export function emailChangeNoticeMail(name: string, oldEmail: string, newEmail: string): MailMessage {
  return {
    to: oldEmail,
    subject: 'Salão: pedido de troca de e-mail',
    text: `Olá, ${name}!\n\nRecebemos um pedido para trocar o e-mail da sua conta para ${newEmail}. A troca só vale depois de confirmada pelo link enviado ao novo endereço.\n\nSe não foi você, troque sua senha agora.`,
    html: html`<p>Olá, ${name}!</p>
      <p>Recebemos um pedido para trocar o e-mail da sua conta para ${newEmail}. A troca só vale depois de confirmada pelo link enviado ao novo endereço.</p>
      <p>Se não foi você, troque sua senha agora.</p>`,
  };
}
