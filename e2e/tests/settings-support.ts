import { expect, type APIRequestContext, type Page } from '@playwright/test';

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

type Info = { name: string; segment: string | null; phone: string | null; email: string | null; address: string | null; timezone: string };
type Day = { dayOfWeek: number; isOpen: boolean; openTime: string; closeTime: string; isHoliday: boolean };
export interface EstablishmentSnapshot {
  info: Info;
  hours: Day[];
}

export async function snapshotEstablishment(request: APIRequestContext): Promise<EstablishmentSnapshot> {
  const info = (await (await request.get('/api/establishment')).json()) as Info;
  const hours = (await (await request.get('/api/business-hours')).json()) as Day[];
  return { info, hours };
}

export async function restoreEstablishment(request: APIRequestContext, saved: EstablishmentSnapshot) {
  const { name, segment, phone, email, address, timezone } = saved.info;
  expect((await request.put('/api/establishment', { data: { name, segment, phone, email, address } })).status()).toBeLessThan(300);
  expect((await request.patch('/api/establishment/timezone', { data: { timezone } })).status()).toBeLessThan(300);
  const hours = saved.hours.map(({ dayOfWeek, isOpen, openTime, closeTime, isHoliday }) => ({ dayOfWeek, isOpen, openTime: openTime.slice(0, 5), closeTime: closeTime.slice(0, 5), isHoliday }));
  expect((await request.put('/api/business-hours', { data: { hours } })).status()).toBeLessThan(300);
}
