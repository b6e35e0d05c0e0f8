/** docs/product/validation.md 'Service' and 'Category' messages and the services API's answers. */
export const SERVICE_MSG = {
  name: 'Nome deve ter pelo menos 2 caracteres',
  duration: 'Duração deve ser pelo menos 1 minuto',
  durationMax: 'Duração deve ser de no máximo 1440 minutos',
  price: 'Preço é obrigatório',
  priceInvalid: 'Preço inválido',
  category: 'Categoria é obrigatória',
  staffIds: 'Selecione pelo menos um profissional',
  serviceNotFound: 'Serviço não encontrado.',
  staffNotFound: 'Profissional não encontrado.',
  categoryNotFound: 'Categoria não encontrada.',
  categoryTaken: 'Já existe uma categoria com este nome.',
  serviceRemoved: 'Serviço removido.',
  categoryRemoved: 'Categoria removida.',
} as const;
