import { swipeToClose } from './swipe-to-close';

const swipe = (from: [number, number], to: [number, number]) => {
  const onClose = jest.fn();
  const h = swipeToClose(onClose);
  h.onPointerDown({ clientX: from[0], clientY: from[1] });
  h.onPointerUp({ clientX: to[0], clientY: to[1] });
  return onClose.mock.calls.length;
};

describe('swipeToClose (toasts)', () => {
  it('closes on a swipe right of 50 px or more', () => {
    expect(swipe([100, 10], [150, 14])).toBe(1);
    expect(swipe([100, 10], [260, 30])).toBe(1);
  });

  it('stays on a shorter swipe, a swipe left, a vertical one, or a release without a press', () => {
    expect(swipe([100, 10], [149, 10])).toBe(0);
    expect(swipe([200, 10], [100, 10])).toBe(0);
    expect(swipe([100, 10], [160, 90])).toBe(0);
    const onClose = jest.fn();
    swipeToClose(onClose).onPointerUp({ clientX: 500, clientY: 0 });
    expect(onClose).not.toHaveBeenCalled();
  });
});
