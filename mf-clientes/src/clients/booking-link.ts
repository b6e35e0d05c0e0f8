/** The agenda's new-appointment modal, prefilled with the client (docs/product/screens.md; mf-agenda reads and clears it). */
export function bookingLink(client: { id: number; name: string }): string {
  const params = new URLSearchParams({ clientId: String(client.id), clientName: client.name, openModal: 'true' });
  return `/agendamentos?${params.toString()}`;
}
