import { mapSearchUrl, NETWORK_MSG, networkUpdateSchema } from './network';

describe('mapSearchUrl', () => {
  it('is a Google Maps search of the address, encoded; null without one', () => {
    expect(mapSearchUrl('Av. Paulista, 1000 - São Paulo')).toBe(
      'https://www.google.com/maps/search/?api=1&query=Av.%20Paulista%2C%201000%20-%20S%C3%A3o%20Paulo',
    );
    expect(mapSearchUrl('  Rua & Cia #2  ')).toBe('https://www.google.com/maps/search/?api=1&query=Rua%20%26%20Cia%20%232');
    expect(mapSearchUrl('   ')).toBeNull();
    expect(mapSearchUrl(null)).toBeNull();
  });
});

describe('networkUpdateSchema', () => {
  it('lowercases the slug and refuses malformed or reserved ones', async () => {
    await expect(networkUpdateSchema.validate({ name: ' Rede Bela ', slug: ' Rede-Bela ' })).resolves.toEqual({ name: 'Rede Bela', slug: 'rede-bela' });
    await expect(networkUpdateSchema.validate({ name: 'Rede', slug: 'a' })).rejects.toThrow(NETWORK_MSG.slug);
    await expect(networkUpdateSchema.validate({ name: 'Rede', slug: 'networks' })).rejects.toThrow(NETWORK_MSG.slugReserved);
    await expect(networkUpdateSchema.validate({ name: 'R', slug: 'rede-bela' })).rejects.toThrow(NETWORK_MSG.name);
  });
});
