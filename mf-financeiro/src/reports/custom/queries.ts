import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { CustomReportDto, CustomReportInput, ReportAnswer } from '@salao/contracts';
import { api, toastFailure, toastSuccess } from '@salao/web-core';
import { searchOf } from '../queries';

const LIST = ['/api/reports/custom'] as const;

/** GET /api/reports/custom: the establishment's saved reports. */
export function useCustomReports() {
  return useQuery<CustomReportDto[]>({
    queryKey: LIST,
    queryFn: async () => {
      const answer = await api.get<CustomReportDto[] | { items: CustomReportDto[] }>(LIST[0]);
      return Array.isArray(answer) ? answer : answer.items;
    },
  });
}

/** GET /api/reports/custom/{id}/run: the saved report over a period, the same answer the advanced reports give. */
export function useCustomReportRun(id: number | null, period: { from: string; to: string }) {
  return useQuery<ReportAnswer>({
    queryKey: [...LIST, id, 'run', period],
    queryFn: () => api.get<ReportAnswer>(`/api/reports/custom/${id}/run?${searchOf(period)}`),
    enabled: id !== null,
    placeholderData: keepPreviousData,
  });
}

/** Create (POST, with its Idempotency-Key from the fetch wrapper), edit (PUT with the version read) and delete. */
export function useCustomReportWrites() {
  const client = useQueryClient();
  const refresh = () => void client.invalidateQueries({ queryKey: LIST });
  const save = useMutation<CustomReportDto, Error, { id: number | null; body: CustomReportInput }>({
    mutationFn: ({ id, body }) => (id === null ? api.post<CustomReportDto>(LIST[0], body) : api.put<CustomReportDto>(`${LIST[0]}/${id}`, body)),
    onSuccess: (_saved, { id }) => {
      refresh();
      toastSuccess(id === null ? 'Relatório salvo!' : 'Relatório atualizado!');
    },
  });
  const remove = useMutation<unknown, Error, CustomReportDto>({
    mutationFn: (r) => api.delete(`${LIST[0]}/${r.id}`),
    onSuccess: () => {
      refresh();
      toastSuccess('Relatório excluído.');
    },
    onError: (error) => toastFailure('Não foi possível excluir o relatório.', error),
  });
  return { save, remove };
}
