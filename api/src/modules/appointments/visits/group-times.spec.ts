import { sequenceTimes } from './group-times';

describe('sequenceTimes', () => {
  it('offers a start only when every item is free when the previous one ends', () => {
    const res = sequenceTimes([
      { serviceId: 1, staffId: 1, free: ['09:00', '10:00', '11:00'], span: 60 },
      { serviceId: 2, staffId: 2, free: ['10:00', '13:00'], span: 30 },
    ]);
    expect(res.times).toEqual([
      {
        time: '09:00',
        items: [
          { serviceId: 1, staffId: 1, time: '09:00' },
          { serviceId: 2, staffId: 2, time: '10:00' },
        ],
      },
    ]);
  });
});
