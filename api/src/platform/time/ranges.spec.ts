import { covers, intersect, normalize, overlaps, subtract } from './ranges';

const r = (start: number, end: number) => ({ start, end });

describe('ranges', () => {
  it('overlaps is half-open: touching ranges do not overlap', () => {
    expect(overlaps(r(0, 10), r(10, 20))).toBe(false);
    expect(overlaps(r(0, 10), r(9, 20))).toBe(true);
  });

  it('normalize sorts, merges touching and drops empty ranges', () => {
    expect(normalize([r(20, 30), r(0, 10), r(10, 15), r(40, 40)])).toEqual([r(0, 15), r(20, 30)]);
  });

  it('intersect keeps what both lists share', () => {
    expect(intersect([r(0, 100)], [r(20, 30), r(90, 120)])).toEqual([r(20, 30), r(90, 100)]);
    expect(intersect([r(0, 10)], [r(10, 20)])).toEqual([]);
  });

  it('subtract cuts holes and edges', () => {
    expect(subtract([r(0, 100)], [r(10, 20), r(90, 200), r(-5, 2)])).toEqual([r(2, 10), r(20, 90)]);
    expect(subtract([r(0, 100)], [r(0, 100)])).toEqual([]);
  });

  it('covers needs one range holding the whole span', () => {
    expect(covers([r(0, 10), r(10, 20)], r(5, 15))).toBe(false);
    expect(covers(normalize([r(0, 10), r(10, 20)]), r(5, 15))).toBe(true);
    expect(covers([r(0, 20)], r(0, 20))).toBe(true);
  });
});
