import { useMemo } from 'react';
import { useQuery } from '@tanstack/react-query';
import { QUERY_KEYS, type ClientDto, type PackageDto, type ProductDto, type StaffDto } from '@salao/contracts';
import { api, useServices } from '@salao/web-core';
import { newKey, type DraftItem } from './draft';
import { brl, priceCents } from './money';

/**
 * What a comanda is filled from: clients, professionals, and the services and products to add ('s:<id>' and
 * 'p:<id>' options; a product out of stock is shown, disabled). `itemFor` turns a chosen option into a new item
 * at the list price, a service with its first professional.
 */
export function useCheckoutCatalogue() {
  const services = useServices();
  const staff = useQuery<StaffDto[]>({ queryKey: QUERY_KEYS.staff, staleTime: 30 * 60_000 });
  const clients = useQuery<ClientDto[]>({ queryKey: QUERY_KEYS.clients });
  // Stock is a plan feature: without it the list is empty and only services are sold.
  const products = useQuery<ProductDto[]>({ queryKey: QUERY_KEYS.products, queryFn: () => api.get<ProductDto[]>('/api/products').catch(() => []) });
  const packages = useQuery<PackageDto[]>({ queryKey: ['packages'], queryFn: () => api.get<PackageDto[]>('/api/packages').catch(() => []) });
  const staffOptions = (staff.data ?? []).map((s) => ({ value: s.id, label: s.name }));

  const addOptions = useMemo(
    () => [
      { label: 'Serviços', options: (services.data ?? []).map((s) => ({ value: `s:${s.id}`, label: `${s.name} · ${brl(priceCents(s.price))}` })) },
      {
        label: 'Produtos',
        options: (products.data ?? []).map((p) => ({
          value: `p:${p.id}`,
          label: `${p.name} · ${brl(priceCents(p.price))}${p.currentStock <= 0 ? ' (sem estoque)' : ''}`,
          disabled: p.currentStock <= 0,
        })),
      },
      { label: 'Pacotes', options: (packages.data ?? []).map((p) => ({ value: `k:${p.id}`, label: `Pacote ${p.name} · ${brl(p.price)}` })) },
    ],
    [services.data, products.data, packages.data],
  );

  const itemFor = (value: string): DraftItem | null => {
    const [kind, raw] = value.split(':');
    const id = Number(raw);
    if (kind === 's') {
      const s = services.data?.find((x) => x.id === id);
      if (!s) return null;
      const first = Number(String(s.staffIds ?? '').split(',')[0]);
      const staffId = staff.data?.some((x) => x.id === first) ? first : null;
      return {
        key: newKey(),
        type: 'service',
        serviceId: id,
        productId: null,
        name: s.name,
        staffId,
        quantity: 1,
        unitPrice: priceCents(s.price),
        discount: 0,
      };
    }
    if (kind === 'k') {
      const k = packages.data?.find((x) => x.id === id);
      if (!k) return null;
      return {
        key: newKey(),
        type: 'package',
        serviceId: null,
        productId: null,
        packageId: id,
        name: `Pacote ${k.name}`,
        staffId: null,
        quantity: 1,
        unitPrice: k.price,
        discount: 0,
      };
    }
    const p = products.data?.find((x) => x.id === id);
    if (!p) return null;
    return {
      key: newKey(),
      type: 'product',
      serviceId: null,
      productId: id,
      name: p.name,
      staffId: null,
      quantity: 1,
      unitPrice: priceCents(p.price),
      discount: 0,
    };
  };

  /** A service's list price in cents (what an item goes back to when it stops using a package's session). */
  const servicePrice = (id: number | null) => {
    const s = services.data?.find((x) => x.id === id);
    return s ? priceCents(s.price) : 0;
  };

  return { clients, staffOptions, addOptions, itemFor, servicePrice };
}
