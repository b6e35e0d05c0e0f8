import { SERVICE_MSG } from './messages';
import { serviceCategorySchema, serviceWriteSchema } from './schema';

const service = { name: 'Corte', duration: 30, price: '80,5', category: 'Cabelo', staffIds: [1, 2] };

describe('service schemas (SPEC §5 Service, Category)', () => {
  it("normalises the price and takes staffIds as SPEC's JSON string too", () => {
    expect(serviceWriteSchema.validateSync(service)).toMatchObject({ price: '80.5', staffIds: [1, 2] });
    expect(serviceWriteSchema.validateSync({ ...service, price: 80, staffIds: '["3","4"]' })).toMatchObject({ price: '80', staffIds: [3, 4] });
  });

  it('answers with SPEC messages', () => {
    expect(() => serviceWriteSchema.validateSync({ ...service, staffIds: [] })).toThrow(SERVICE_MSG.staffIds);
    expect(() => serviceWriteSchema.validateSync({ ...service, duration: 1441 })).toThrow(SERVICE_MSG.durationMax);
    expect(() => serviceWriteSchema.validateSync({ ...service, price: '1.234' })).toThrow(SERVICE_MSG.priceInvalid);
    expect(() => serviceCategorySchema.validateSync({ name: 'a' })).toThrow(SERVICE_MSG.name);
  });
});
