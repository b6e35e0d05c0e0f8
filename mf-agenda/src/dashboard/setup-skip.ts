/**
 * The checklist's WhatsApp step, skipped by the owner (docs/product/screens.md 'First-run checklist': it then counts as
 * done), per establishment on this device, like hiding the checklist.
 */
const key = (establishmentId: number | undefined) => `salao.setup-whatsapp-skipped.${establishmentId ?? 0}`;

export function isWhatsappSkipped(establishmentId: number | undefined): boolean {
  try {
    return localStorage.getItem(key(establishmentId)) === '1';
  } catch {
    return false;
  }
}

export function skipWhatsapp(establishmentId: number | undefined): void {
  try {
    localStorage.setItem(key(establishmentId), '1');
  } catch {
    // storage disabled: skipped for this page only
  }
}
