import { cloneElement, isValidElement, useId, type ReactElement, type ReactNode } from 'react';

type Labelled = ReactElement<{ 'aria-label'?: string; 'aria-describedby'?: string }>;

/**
 * antd's Tooltip in look and timing (opens 700 ms after the pointer arrives, closes 300 ms after it leaves:
 * docs/product/limits.md 'Interface timings'; at once on keyboard focus), in CSS alone. A tip that says more than
 * the control's label describes it (aria-describedby). The anchor carries the pointer events a disabled control
 * does not get.
 */
export function Tooltip({ title, placement = 'top', children }: { title: string; placement?: 'top' | 'bottom' | 'left' | 'right'; children: ReactNode }) {
  const id = useId();
  const describes = isValidElement(children) && (children as Labelled).props['aria-label'] !== title;
  return (
    <span className="salao-tip-anchor">
      {describes ? cloneElement(children as Labelled, { 'aria-describedby': id }) : children}
      <span role="tooltip" id={id} className={`salao-tip salao-tip-${placement}`}>
        {title}
      </span>
    </span>
  );
}
