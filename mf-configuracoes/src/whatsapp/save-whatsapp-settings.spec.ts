import { SETTINGS_MSG, WHATSAPP_MSG } from '@salao/contracts';
import { ApiError, toastError, toastSuccess } from '@salao/web-core';
import { saveWhatsAppSettings } from './save-whatsapp-settings';

jest.mock('@salao/web-core', () => {
  class FakeApiError extends Error {
    constructor(
      public status: number,
      message: string,
    ) {
      super(message);
    }
    /** The server's pt-BR message, as web-core's ApiError.reason gives it. */
    get reason() {
      return this.message;
    }
  }
  return { ApiError: FakeApiError, toastError: jest.fn(), toastSuccess: jest.fn() };
});

const VALUES = { whatsappConnectionType: 'evolution' as const, whatsappOfficialNumber: '', whatsappServiceNumber: '11988887777' };

describe("WhatsApp 'Salvar Configuração' (SPEC §8)", () => {
  beforeEach(() => {
    jest.clearAllMocks();
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
  });

  it("saves and says 'Dados Salvos!'", async () => {
    const save = jest.fn().mockResolvedValue({});
    await expect(saveWhatsAppSettings(save, VALUES)).resolves.toBe(true);
    expect(save).toHaveBeenCalledWith(VALUES);
    expect(toastSuccess).toHaveBeenCalledWith(SETTINGS_MSG.saved);
  });

  it("a failing save is 'Erro ao salvar', with the server's reason when it gave one", async () => {
    await expect(saveWhatsAppSettings(jest.fn().mockRejectedValue(new Error('offline')), VALUES)).resolves.toBe(false);
    expect(toastError).toHaveBeenCalledWith(WHATSAPP_MSG.saveError);

    const reason = new (ApiError as unknown as new (status: number, message: string) => Error)(400, 'Telefone deve ter pelo menos 10 dígitos');
    await saveWhatsAppSettings(jest.fn().mockRejectedValue(reason), VALUES);
    expect(toastError).toHaveBeenLastCalledWith('Telefone deve ter pelo menos 10 dígitos', WHATSAPP_MSG.saveError);
  });

  it('a failure the form shows itself (a stale version: its conflict alert) raises no toast', async () => {
    const stale = new Error('Este registro foi alterado por outra pessoa.');
    const caught = jest.fn((error: unknown) => error === stale);
    await expect(saveWhatsAppSettings(jest.fn().mockRejectedValue(stale), VALUES, caught)).resolves.toBe(false);
    expect(caught).toHaveBeenCalledWith(stale);
    expect(toastError).not.toHaveBeenCalled();
  });
});
