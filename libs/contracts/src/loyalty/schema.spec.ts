import { LOYALTY_MSG } from './messages';
import { addPointsSchema, loyaltyProgramSchema, usePointsSchema } from './schema';

const program = { name: 'Fidelidade', pointsPerService: 1, pointsToReward: 10, rewardDescription: 'Corte grátis', isActive: true };

describe('loyalty schemas (SPEC §5)', () => {
  it("a programme takes services as ids or as SPEC's [{ serviceId }]", () => {
    expect(loyaltyProgramSchema.validateSync({ ...program, services: [{ serviceId: 3 }, 4] }).services).toEqual([3, 4]);
    expect(() => loyaltyProgramSchema.validateSync({ ...program, pointsToReward: 0 })).toThrow(LOYALTY_MSG.pointsToReward);
    expect(() => loyaltyProgramSchema.validateSync({ ...program, pointsPerService: 100001 })).toThrow(LOYALTY_MSG.pointsMax);
  });

  it('adding and using points need programme and points > 0', () => {
    expect(addPointsSchema.validateSync({ programId: 1, points: 5 })).toMatchObject({ programId: 1, points: 5 });
    expect(() => addPointsSchema.validateSync({ programId: 1, points: 0 })).toThrow(LOYALTY_MSG.fields);
    expect(() => usePointsSchema.validateSync({ points: 2 })).toThrow(LOYALTY_MSG.fields);
  });
});
