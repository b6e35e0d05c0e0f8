/** The part of a loyalty programme that decides which services earn points. */
export interface ProgramCoverage {
  id: number;
  isActive: boolean;
  services: { serviceId: number }[];
}

/**
 * Services that earn points in at least one active programme (docs/product/states.md ('Loyalty'): a service outside every programme
 * earns nothing, and the screens say so). `replace` swaps one programme's services for a form's draft.
 */
export function servicesEarningPoints(
  programs: readonly ProgramCoverage[],
  replace?: { id: number | null; isActive: boolean; serviceIds: readonly number[] },
): Set<number> {
  const earning = new Set<number>();
  for (const p of programs) {
    if (replace && p.id === replace.id) continue;
    if (p.isActive) for (const s of p.services) earning.add(s.serviceId);
  }
  if (replace?.isActive) for (const id of replace.serviceIds) earning.add(id);
  return earning;
}
