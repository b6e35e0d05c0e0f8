import { servicesEarningPoints } from './coverage';

describe('servicesEarningPoints', () => {
  const programs = [
    { id: 1, isActive: true, services: [{ serviceId: 10 }, { serviceId: 11 }] },
    { id: 2, isActive: false, services: [{ serviceId: 12 }] },
  ];

  it('counts only active programmes', () => {
    expect([...servicesEarningPoints(programs)].sort()).toEqual([10, 11]);
    expect(servicesEarningPoints([]).size).toBe(0);
  });

  it("takes a form's draft in place of the programme being edited", () => {
    expect([...servicesEarningPoints(programs, { id: 1, isActive: true, serviceIds: [11] })]).toEqual([11]);
    expect([...servicesEarningPoints(programs, { id: 1, isActive: false, serviceIds: [10, 11] })]).toEqual([]);
    expect([...servicesEarningPoints(programs, { id: null, isActive: true, serviceIds: [13] })].sort()).toEqual([10, 11, 13]);
  });
});
