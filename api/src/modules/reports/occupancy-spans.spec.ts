import { bookedSpans, overlapMs } from './occupancy.report';

const H = 3_600_000;
const list = (spans: [number, number][]) => spans.map(([s, e]) => `${s * H},${e * H}`).join(',');
const pairs = (l: string) => {
  const s = bookedSpans(l);
  return Array.from({ length: s.length }, (_, i) => [s.starts[i]! / H, s.ends[i]! / H]);
};

describe('occupancy: booked spans', () => {
  it('sorts the spans and merges those that overlap or touch', () => {
    expect(
      pairs(
        list([
          [13, 14],
          [9, 10],
          [10, 11],
          [12, 13.5],
          [16, 17],
        ]),
      ),
    ).toEqual([
      [9, 11],
      [12, 14],
      [16, 17],
    ]);
  });

  it('counts a span inside another once', () => {
    expect(
      pairs(
        list([
          [9, 12],
          [10, 11],
          [11.5, 13],
        ]),
      ),
    ).toEqual([[9, 13]]);
  });

  it('reads no spans from an empty list', () => {
    expect(bookedSpans('').length).toBe(0);
    expect(overlapMs([{ start: 0, end: H }], bookedSpans(''))).toBe(0);
  });

  it('counts only the booked time inside the free ranges, across days', () => {
    const booked = bookedSpans(
      list([
        [23, 25],
        [8, 10],
        [33, 34],
        [11, 12],
      ]),
    );
    // Day one free 9–12, day two free 24–26 and 33:30–40.
    expect(overlapMs([{ start: 9 * H, end: 12 * H }], booked)).toBe(2 * H);
    expect(
      overlapMs(
        [
          { start: 24 * H, end: 26 * H },
          { start: 33.5 * H, end: 40 * H },
        ],
        booked,
      ),
    ).toBe(1.5 * H);
  });
});
