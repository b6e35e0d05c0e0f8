/** docs/product/validation.md 'Service' and 'Category' messages and the services API's answers. */
export const SERVICE_MSG = {
  name: 'Nome deve ter pelo menos 2 caracteres',
  duration: 'Duração deve ser pelo menos 1 minuto',
  durationMax: 'Duração deve ser de no máximo 1440 minutos',
  processingStart: 'Início da pausa deve ser um número inteiro de minutos (0 ou mais)',
  processing: 'Tempo de pausa deve ser um número inteiro de minutos (0 ou mais)',
  cleanup: 'Intervalo após deve ser um número inteiro de minutos (0 ou mais)',
  cleanupMax: 'Intervalo após deve ser de no máximo 1440 minutos',
  pauseInside: 'A pausa deve ficar dentro da duração do serviço',
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

/** Categories the service form offers before the salon has its own (docs/product/screens.md 'Serviços'). */
export const DEFAULT_SERVICE_CATEGORIES = ['Cabelo', 'Unhas', 'Estética', 'Maquiagem', 'Depilação', 'Barbearia'] as const;
