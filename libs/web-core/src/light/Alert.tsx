import type { HTMLAttributes, ReactNode } from 'react';
import { Icon } from './Icon';
import { CLOSE_CIRCLE, INFO_CIRCLE, WARNING } from './icon-paths';

const ICON = { info: INFO_CIRCLE, warning: WARNING, error: CLOSE_CIRCLE } as const;

export interface AlertProps extends Omit<HTMLAttributes<HTMLDivElement>, 'title'> {
  type: 'info' | 'warning' | 'error';
  title: ReactNode;
  description?: ReactNode;
}

/** antd's Alert in look: an icon, a title and an optional description, tinted by its type. */
export function Alert({ type, title, description, className, ...rest }: AlertProps) {
  const classes = ['salao-alert', `salao-alert-${type}`, description != null && 'salao-alert-with-description', className];
  return (
    <div className={classes.filter(Boolean).join(' ')} {...rest}>
      <Icon of={ICON[type]} />
      <div style={{ minWidth: 0 }}>
        <div className="salao-alert-title">{title}</div>
        {description}
      </div>
    </div>
  );
}
