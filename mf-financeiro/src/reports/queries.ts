import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { QUERY_KEYS, type ReportAnswer, type ReportFormat, type ReportName, type ReportVisitPage, type StaffDto, type UnitDto } from '@salao/contracts';
import { ApiError, api, userHeaders } from '@salao/web-core';

/** What a report is asked for: the period, the filters, the grouping and whether to compare with the period before. */
export interface ReportParams {
  from: string;
  to: string;
  staffId: number | null;
  serviceId: number | null;
  groupBy: string | null;
  compare: boolean;
  /** The network's units side by side, one row each (owners of a network with several units). */
  allUnits?: boolean;
}

/** The query string of a report, its export and its drill-down: only the filters that are set. */
export function searchOf(values: Record<string, string | number | boolean | null | undefined>): string {
  const q = new URLSearchParams();
  for (const [key, value] of Object.entries(values)) if (value !== null && value !== undefined && value !== '' && value !== false) q.set(key, String(value));
  return q.toString();
}

const reportSearch = (p: ReportParams) =>
  searchOf({
    from: p.from,
    to: p.to,
    staffId: p.staffId,
    serviceId: p.serviceId,
    groupBy: p.groupBy,
    compare: p.compare ? 'previous' : null,
    units: p.allUnits ? 'all' : null,
  });

/** GET /api/reports/{name}: the figures stay on screen while other filters load (no flash to a skeleton). */
export function useReport(name: ReportName, params: ReportParams) {
  const url = `/api/reports/${name}?${reportSearch(params)}`;
  return useQuery<ReportAnswer>({ queryKey: ['/api/reports', name, params], queryFn: () => api.get<ReportAnswer>(url), placeholderData: keepPreviousData });
}

export interface VisitsFilter {
  from: string;
  to: string;
  staffId?: number;
  serviceId?: number;
  clientId?: number;
}

/** GET /api/reports/visits: the visits behind one row of a report, a page at a time. */
export function useReportVisits(filter: VisitsFilter | null, page: number) {
  return useQuery<ReportVisitPage>({
    queryKey: ['/api/reports/visits', filter, page],
    queryFn: () => api.get<ReportVisitPage>(`/api/reports/visits?${searchOf({ ...filter, page })}`),
    enabled: !!filter,
    placeholderData: keepPreviousData,
  });
}

/** GET /api/units: whether the caller owns a network of several units (then 'Todas as unidades' is offered). */
export function useOwnsSeveralUnits(): boolean {
  const units = useQuery<UnitDto[]>({ queryKey: ['/api/units'], queryFn: () => api.get<UnitDto[]>('/api/units'), staleTime: 5 * 60_000 });
  return (units.data?.length ?? 0) > 1 && units.data!.every((u) => u.role === 'owner');
}

/** The professionals for the 'Profissional' filter (the same list as the commissions'). */
export function useStaffOptions() {
  return useQuery<StaffDto[]>({ queryKey: QUERY_KEYS.staff, queryFn: () => api.get<StaffDto[]>(QUERY_KEYS.staff[0]), staleTime: 30 * 60_000 });
}

function fileNameOf(res: Response, fallback: string): string {
  const header = res.headers.get('content-disposition') ?? '';
  const star = /filename\*=UTF-8''([^;]+)/i.exec(header);
  if (star) return decodeURIComponent(star[1]!);
  const plain = /filename="?([^";]+)"?/i.exec(header);
  return plain ? plain[1]! : fallback;
}

/**
 * Downloads an export as a file (never a new tab): fetched with the session's cookie, so a refusal shows its pt-BR
 * message instead of a saved JSON file.
 */
export async function downloadExport(name: ReportName, params: ReportParams, format: ReportFormat): Promise<void> {
  const res = await fetch(`/api/reports/${name}/export?${reportSearch(params)}&format=${format}`, { credentials: 'include', headers: userHeaders() });
  if (!res.ok) {
    const body = (await res.json().catch(() => null)) as { message?: string } | null;
    throw new ApiError(body?.message ?? `HTTP ${res.status}`, res.status, body);
  }
  const blob = await res.blob();
  const url = URL.createObjectURL(blob);
  const a = Object.assign(document.createElement('a'), { href: url, download: fileNameOf(res, `${name}-${params.from}-a-${params.to}.${format}`) });
  document.body.appendChild(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
