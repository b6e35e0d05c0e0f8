import { startApp, type TestApp } from './support/app';
import { agendaTenant, booking, futureMonday, type AgendaTenant } from './agenda-fixtures';

/** Every docs/product/validation.md message of the agenda, answered as 400 { message } with nothing written. */
describe('agenda: validation messages (SPEC §5)', () => {
  let t: TestApp;
  let a: AgendaTenant;
  beforeAll(async () => {
    t = await startApp();
    a = await agendaTenant(t.url, t.db);
  });
  afterAll(() => t.close());

  async function expectMessage(method: 'post' | 'put', path: string, body: unknown, message: string) {
    const res = await a.client[method](path, body);
    expect({ path, status: res.status, body: res.body }).toEqual({ path, status: 400, body: { message } });
  }

  it('appointment', async () => {
    const ok = booking(a, futureMonday(1), '09:00');
    const without = (field: string) => Object.fromEntries(Object.entries(ok).filter(([k]) => k !== field));
    await expectMessage('post', '/api/appointments', without('clientId'), 'Cliente é obrigatório');
    await expectMessage('post', '/api/appointments', without('serviceId'), 'Serviço é obrigatório');
    await expectMessage('post', '/api/appointments', without('staffId'), 'Profissional é obrigatório');
    await expectMessage('post', '/api/appointments', without('appointmentDate'), 'Data é obrigatória');
    await expectMessage('post', '/api/appointments', without('appointmentTime'), 'Horário é obrigatório');
    await expectMessage('post', '/api/appointments', { ...ok, clientId: '' }, 'Cliente é obrigatório');
    await expectMessage('post', '/api/appointments', { ...ok, appointmentDate: '2025-02-30' }, 'Data inválida');
    await expectMessage('post', '/api/appointments', { ...ok, appointmentTime: '25:00' }, 'Horário inválido');
    await expectMessage('post', '/api/appointments', {}, 'Cliente é obrigatório');
    const [{ count }] = await t.db.query(`SELECT count(*)::int AS count FROM appointments WHERE establishment_id = $1`, [a.establishmentId]);
    expect(count).toBe(0);
    expect((await a.client.post('/api/appointments', '[1]')).body.message).toBe('Corpo da requisição inválido: envie um JSON válido.');
  });

  it('service and category', async () => {
    const ok = { name: 'Escova', duration: 40, price: '50.00', category: 'Cabelo', staffIds: JSON.stringify([String(a.staffId)]), description: '' };
    await expectMessage('post', '/api/services', { ...ok, name: 'E' }, 'Nome deve ter pelo menos 2 caracteres');
    await expectMessage('post', '/api/services', { ...ok, duration: 0 }, 'Duração deve ser pelo menos 1 minuto');
    await expectMessage('post', '/api/services', { ...ok, duration: '' }, 'Duração deve ser pelo menos 1 minuto');
    await expectMessage('post', '/api/services', { ...ok, price: '' }, 'Preço é obrigatório');
    await expectMessage('post', '/api/services', { ...ok, price: 'abc' }, 'Preço inválido');
    await expectMessage('post', '/api/services', { ...ok, category: '' }, 'Categoria é obrigatória');
    await expectMessage('post', '/api/services', { ...ok, staffIds: [] }, 'Selecione pelo menos um profissional');
    await expectMessage('post', '/api/services', { ...ok, staffIds: '[]' }, 'Selecione pelo menos um profissional');
    await expectMessage('post', '/api/service-categories', { name: 'C', description: null }, 'Nome deve ter pelo menos 2 caracteres');
    const created = await a.client.post('/api/services', ok);
    expect(created.status).toBe(201);
    expect(created.body).toEqual({
      id: created.body.id,
      name: 'Escova',
      duration: 40,
      price: '50.00',
      category: 'Cabelo',
      staffIds: `["${a.staffId}"]`,
      description: null,
      version: 1,
      processingStartMinutes: 0,
      processingMinutes: 0,
      cleanupMinutes: 0,
      // No deposit unless the owner asks one (docs/product/deposits.md).
      depositType: null,
      depositValue: null,
      depositKeepHours: 24,
    });
  });

  it('staff create and edit', async () => {
    const ok = {
      name: 'Carla',
      role: 'Manicure',
      email: 'carla.validacao@teste.com',
      phone: '',
      password: '',
      hasSystemAccess: false,
      salaryAmount: null,
      commissionRate: 40,
    };
    await expectMessage('post', '/api/staff', { ...ok, name: 'C' }, 'Nome deve ter pelo menos 2 caracteres');
    await expectMessage('post', '/api/staff', { ...ok, role: '' }, 'Função/cargo é obrigatório');
    await expectMessage('post', '/api/staff', { ...ok, email: '' }, 'Email é obrigatório');
    await expectMessage('post', '/api/staff', { ...ok, email: 'carla@' }, 'Email inválido');
    await expectMessage('post', '/api/staff', { ...ok, hasSystemAccess: true, password: '123' }, 'Senha deve ter pelo menos 6 caracteres');
    await expectMessage('post', '/api/staff', { ...ok, hasSystemAccess: true }, 'Senha deve ter pelo menos 6 caracteres');
    await expectMessage('post', '/api/staff', { ...ok, commissionRate: null }, 'Deve informar pelo menos um: salário fixo ou comissão');
    await expectMessage('post', '/api/staff', { ...ok, commissionRate: 0, salaryAmount: '' }, 'Deve informar pelo menos um: salário fixo ou comissão');
    await expectMessage('put', `/api/staff/${a.staffId}`, { ...ok, name: '' }, 'Nome é obrigatório');
    await expectMessage('put', `/api/staff/${a.staffId}`, { ...ok, role: '' }, 'Cargo é obrigatório');
    await expectMessage('put', `/api/staff/${a.staffId}`, { ...ok, email: 'x@' }, 'E-mail inválido');
  });

  it('absence, working hours and business hours', async () => {
    const path = `/api/staff/${a.staffId}/vacations`;
    await expectMessage('post', path, { startDate: '', endDate: '2030-01-02', type: 'vacation' }, 'Data de início é obrigatória');
    await expectMessage('post', path, { startDate: '2030-01-02', endDate: '', type: 'vacation' }, 'Data de fim é obrigatória');
    await expectMessage(
      'post',
      path,
      { startDate: '2030-01-02', endDate: '2030-01-01', type: 'vacation' },
      'Data de fim deve ser igual ou posterior à data de início',
    );
    await expectMessage('post', path, { startDate: '2030-01-02', endDate: '2030-01-03', type: 'feriado' }, 'Tipo de ausência inválido');
    const absence = await a.client.post(path, { startDate: '2030-01-02', endDate: '2030-01-02' });
    expect(absence.body).toEqual({ id: absence.body.id, startDate: '2030-01-02', endDate: '2030-01-02', type: 'vacation', reason: null });

    const hours = `/api/staff/${a.staffId}/working-hours`;
    await expectMessage(
      'post',
      hours,
      { workingHours: [{ dayOfWeek: 1, isAvailable: true, openTime: '12:00', closeTime: '09:00' }] },
      'Horário de fechamento deve ser posterior ao de abertura',
    );
    await expectMessage(
      'post',
      hours,
      { workingHours: [{ dayOfWeek: 0, isAvailable: true, openTime: '09:00', closeTime: '12:00' }] },
      'Domingo: Estabelecimento fechado',
    );
    await expectMessage(
      'post',
      hours,
      { workingHours: [{ dayOfWeek: 6, isAvailable: true, openTime: '09:00', closeTime: '17:00' }] },
      'Sábado: o horário deve ficar entre 08:00 e 16:00.',
    );
    await expectMessage(
      'post',
      hours,
      { workingHours: [{ dayOfWeek: 7, isAvailable: true, openTime: '09:00', closeTime: '17:00' }] },
      'Dia da semana inválido',
    );
    await expectMessage(
      'put',
      '/api/business-hours',
      { hours: [{ dayOfWeek: 1, isOpen: true, openTime: '18:00', closeTime: '08:00', isHoliday: false }] },
      'Horário de fechamento deve ser posterior ao de abertura',
    );
    await expectMessage(
      'put',
      '/api/business-hours',
      { hours: [{ dayOfWeek: 1, isOpen: true, openTime: '8h', closeTime: '18:00', isHoliday: false }] },
      'Horário inválido',
    );
  });
});
