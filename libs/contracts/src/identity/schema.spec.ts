import { establishmentRegistrationSchema, forgotPasswordSchema, fullRegistrationFormSchema, loginSchema, MSG, resetPasswordSchema } from './schema';

const form = {
  establishmentName: 'Studio Bela',
  ownerName: 'Ana',
  email: 'ana@x.com',
  phone: '11987654321',
  whatsappNumber: '11987654321',
  segment: 'salao',
  address: 'Rua das Flores, 123',
  password: 'segredo',
  confirmPassword: 'segredo',
};

describe('auth schemas (SPEC §5)', () => {
  it('login needs both fields, with one message', () => {
    expect(() => loginSchema.validateSync({ email: 'ana@x.com' })).toThrow(MSG.loginRequired);
  });

  it('the registration form checks confirmation and phone digits', () => {
    expect(fullRegistrationFormSchema.validateSync(form)).toMatchObject({ email: 'ana@x.com' });
    expect(() => fullRegistrationFormSchema.validateSync({ ...form, confirmPassword: 'outra1' })).toThrow(MSG.passwordsDiffer);
    expect(() => fullRegistrationFormSchema.validateSync({ ...form, whatsappNumber: '123' })).toThrow(MSG.whatsapp);
    expect(() => establishmentRegistrationSchema.validateSyncAt('name', { name: 'S' })).toThrow(MSG.establishmentName);
  });

  it('a logo is an https address or nothing: javascript:, data: and http: are refused', () => {
    for (const logo of [
      'javascript:alert(1)',
      'data:image/png;base64,AAAA',
      'http://cdn.example.com/logo.png',
      'https://user:pw@cdn.example.com/l.png',
      'logo.png',
      'https://',
    ]) {
      expect(() => fullRegistrationFormSchema.validateSync({ ...form, logo })).toThrow(MSG.logo);
    }
    for (const logo of ['', 'https://cdn.example.com/logo.png', undefined])
      expect(() => fullRegistrationFormSchema.validateSync({ ...form, logo })).not.toThrow();
  });

  it('forgot and reset password', () => {
    expect(() => forgotPasswordSchema.validateSync({})).toThrow(MSG.forgotEmail);
    expect(() => resetPasswordSchema.validateSync({ token: 't', newPassword: '123' })).toThrow(MSG.resetPassword);
  });
});
