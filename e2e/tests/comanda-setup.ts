import { expect, type Page } from './fixtures';
import { uniquePhone } from './helpers';

// Setup shared by the specs that sell through a comanda: a product and a client made through the API.

export const suffix = Date.now().toString(36).slice(-5);
export const brl = (cents: number) => new Intl.NumberFormat('pt-BR', { style: 'currency', currency: 'BRL' }).format(cents / 100);

export async function newProduct(page: Page, name: string, price: string, stock: number): Promise<number> {
  const res = await page.request.post('/api/products', {
    data: { name, category: 'Cabelo', brand: 'Marca Teste', price, cost: '0', currentStock: stock, minStock: 1 },
  });
  expect(res.status(), await res.text()).toBe(201);
  return (await res.json()).id;
}

export async function newClient(page: Page, name: string): Promise<number> {
  const res = await page.request.post('/api/clients', { data: { name, phone: uniquePhone(), email: null, address: null, notes: null } });
  expect(res.status(), await res.text()).toBe(201);
  return (await res.json()).id;
}

export interface Checkout {
  id: number;
  number: number;
  status: string;
  clientId: number | null;
  total: number;
  items: { productId: number | null; quantity: number; unitPrice: number }[];
  payments: { method: string; amount: number; received: number | null; change: number }[];
}
