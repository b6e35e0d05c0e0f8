/** The agenda's new-appointment modal, prefilled with the client (SPEC §2; mf-agenda reads and clears it). */
export function bookingLink(client: { id: number; name: string }): string {
  const params = new URLSearchParams({ clientId: String(client.id), clientName: client.name, openModal: 'true' });
  return `/agendamentos?${params.toString()}`;
}
