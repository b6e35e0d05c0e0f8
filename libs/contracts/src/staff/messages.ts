import { staffUpgradePlan } from '../plans';

/** docs/product/validation.md 'Staff' and 'Absence' messages and the staff API's answers. */
export const STAFF_MSG = {
  name: 'Nome deve ter pelo menos 2 caracteres',
  role: 'Função/cargo é obrigatório',
  email: 'Email inválido',
  emailRequired: 'Email é obrigatório',
  password: 'Senha deve ter pelo menos 6 caracteres',
  pay: 'Deve informar pelo menos um: salário fixo ou comissão',
  commissionMax: 'Comissão deve ser de no máximo 100%',
  editName: 'Nome é obrigatório',
  editRole: 'Cargo é obrigatório',
  editEmail: 'E-mail inválido',
  startDate: 'Data de início é obrigatória',
  endDate: 'Data de fim é obrigatória',
  endBeforeStart: 'Data de fim deve ser igual ou posterior à data de início',
  absenceType: 'Tipo de ausência inválido',
  staffMemberNotFound: 'Colaborador não encontrado.',
  absenceNotFound: 'Ausência não encontrada.',
  absenceRemoved: 'Ausência removida.',
  staffRemoved: 'Colaborador removido.',
  passwordForAccess: 'Informe uma senha para liberar o acesso ao sistema.',
  hasUpcoming: 'Este colaborador possui agendamentos futuros. Cancele-os ou transfira-os antes de removê-lo.',
} as const;

/** docs/product/validation.md 'Commission query' and docs/product/roles.md's notice to staff. */
export const COMMISSION_MSG = {
  ownPeriod: 'Para consultar sua comissão, selecione o período desejado.',
  selectStaff: 'Selecione um colaborador.',
  staffNotFound: 'Colaborador não encontrado.',
  commissionedPeriod: 'Para colaboradores comissionados, selecione o período desejado.',
  ownDataNotice: 'Você está visualizando apenas seus próprios dados financeiros.',
  periodTooLong: 'O período deve ter no máximo 366 dias.',
} as const;

/** The result's message for management: whose figures and for which period (dd/MM/yyyy). */
export function commissionPeriodMessage(staffName: string, start: string, end: string): string {
  const br = (d: string) => `${d.slice(8, 10)}/${d.slice(5, 7)}/${d.slice(0, 4)}`;
  return start === end ? `Comissão de ${staffName} em ${br(start)}.` : `Comissão de ${staffName} de ${br(start)} a ${br(end)}.`;
}

/** The limit's pt-BR text; the screen opens the limit dialog on its code, ERROR_CODES.staffLimit (docs/product/errors.md). */
export function staffLimitMessage(plan: string, current: number, max: number): string {
  return `Limite de colaboradores atingido (${current}/${max}) no plano ${plan}. Faça upgrade para o plano ${staffUpgradePlan(plan)} para adicionar mais colaboradores.`;
}

/** A working day the establishment does not open, or outside its hours (docs/product/states.md). */
export const WORKING_DAY_MSG = {
  closed: (weekday: string) => `${weekday}: Estabelecimento fechado`,
  outside: (weekday: string, open: string, close: string) => `${weekday}: o horário deve ficar entre ${open} e ${close}.`,
};
