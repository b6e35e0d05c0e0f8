import { useQuery } from '@tanstack/react-query';
import type { ServiceCategoryDto } from '@salao/contracts';

export const CATEGORIES_KEY = ['/api/service-categories'] as const;

export function useCategories() {
  return useQuery<ServiceCategoryDto[]>({ queryKey: CATEGORIES_KEY });
}
