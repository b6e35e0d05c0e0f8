import { expect, type Page } from '@playwright/test';

/** How long the first sight of a remote's page may take on a busy machine (first load of its bundle). */
export const REMOTE_LOAD = 30_000;

export const TABS = [
  { key: 'negocio', label: 'Negócio' },
  { key: 'horarios', label: 'Horários' },
  { key: 'agenda', label: 'Agenda' },
  { key: 'whatsapp', label: 'WhatsApp' },
  { key: 'seguranca', label: 'Segurança' },
] as const;

export async function openTab(page: Page, label: string) {
  await page.getByRole('tab', { name: label }).click();
  await expect(page.getByRole('tab', { name: label })).toHaveAttribute('aria-selected', 'true');
}

/** The next Sunday after today (São Paulo's calendar), as yyyy-MM-dd: never today, so 10:00 is still ahead. */
export function nextSunday(): string {
  const today = new Date(`${new Date().toLocaleDateString('sv-SE', { timeZone: 'America/Sao_Paulo' })}T12:00:00Z`);
  const ahead = 7 - today.getUTCDay();
  return new Date(today.getTime() + ahead * 86_400_000).toISOString().slice(0, 10);
}
