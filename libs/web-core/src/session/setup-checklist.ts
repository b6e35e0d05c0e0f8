/**
 * The owner's first-run checklist on /dashboard (docs/product/screens.md ('First-run checklist')) can be hidden per establishment, on this device.
 * Both the checklist (mf-agenda) and the shell's landing preload (which fetches its data only when it will
 * show) read it here.
 */
function storageKey(establishmentId: number | undefined): string {
  return `salao.setup-dismissed.${establishmentId ?? 0}`;
}

export function isSetupChecklistDismissed(establishmentId: number | undefined): boolean {
  try {
    return localStorage.getItem(storageKey(establishmentId)) === '1';
  } catch {
    return false; // storage disabled: the checklist shows
  }
}

export function dismissSetupChecklist(establishmentId: number | undefined): void {
  try {
    localStorage.setItem(storageKey(establishmentId), '1');
  } catch {
    // storage disabled: hidden for this visit only (the component's own state)
  }
}
