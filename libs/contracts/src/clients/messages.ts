/** docs/product/validation.md 'Client' messages; the client dialog (formik) and POST/PUT /api/clients validate with these. */
export const CLIENT_MSG = {
  name: 'Nome deve ter pelo menos 2 caracteres',
  nameMax: 'Nome deve ter no máximo 120 caracteres',
  phone: 'Telefone deve ter pelo menos 10 dígitos',
  phoneMax: 'Telefone deve ter no máximo 20 dígitos',
  email: 'Email inválido',
  addressMax: 'Endereço deve ter no máximo 300 caracteres',
  notesMax: 'Observações devem ter no máximo 2000 caracteres',
  notFound: 'Cliente não encontrado.',
  mergeSelf: 'Escolha outro cliente: um cliente não pode ser mesclado com ele mesmo.',
  mergeAnonymized: 'Clientes anonimizados não podem ser mesclados.',
  mergeSource: 'Cliente a mesclar é obrigatório',
  // The name in quotes: it is the client's, whatever language it looks like.
  duplicatePhone: (name: string) => `Já existe um cliente com este telefone: "${name.replace(/"/g, "'")}".`,
  confirmDelete: 'Tem certeza que deseja remover este cliente?',
  empty: 'Nenhum cliente encontrado',
  noVisit: 'Nenhum serviço realizado',
  canRedeem: 'Pode resgatar!',
} as const;
