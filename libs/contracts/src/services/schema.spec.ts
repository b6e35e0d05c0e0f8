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

  it('takes the pause and the cleanup as optional whole minutes (0 when absent) with the pause inside the duration', () => {
    expect(serviceWriteSchema.validateSync(service)).toMatchObject({ processingStartMinutes: 0, processingMinutes: 0, cleanupMinutes: 0 });
    expect(
      serviceWriteSchema.validateSync({ ...service, duration: 90, processingStartMinutes: '30', processingMinutes: 30, cleanupMinutes: null }),
    ).toMatchObject({
      processingStartMinutes: 30,
      processingMinutes: 30,
      cleanupMinutes: 0,
    });
    expect(serviceWriteSchema.validateSync({ ...service, processingStartMinutes: 10, processingMinutes: 20 })).toMatchObject({ processingMinutes: 20 });
    expect(() => serviceWriteSchema.validateSync({ ...service, processingStartMinutes: 20, processingMinutes: 20 })).toThrow(SERVICE_MSG.pauseInside);
    expect(() => serviceWriteSchema.validateSync({ ...service, processingMinutes: 30 })).toThrow(SERVICE_MSG.pauseInside);
    expect(() => serviceWriteSchema.validateSync({ ...service, processingMinutes: -1 })).toThrow(SERVICE_MSG.processing);
    expect(() => serviceWriteSchema.validateSync({ ...service, processingStartMinutes: 1.5 })).toThrow(SERVICE_MSG.processingStart);
    expect(() => serviceWriteSchema.validateSync({ ...service, cleanupMinutes: 'x' })).toThrow(SERVICE_MSG.cleanup);
    expect(() => serviceWriteSchema.validateSync({ ...service, cleanupMinutes: 1441 })).toThrow(SERVICE_MSG.cleanupMax);
  });
});
