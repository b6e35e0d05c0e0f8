import type { ButtonHTMLAttributes, ReactNode } from 'react';
import { Icon } from './Icon';
import { LOADING } from './icon-paths';

export interface ButtonProps extends Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'type'> {
  /** antd's kinds: outlined (default), filled with the brand (primary), or bare (text). */
  kind?: 'default' | 'primary' | 'text';
  size?: 'small' | 'middle';
  danger?: boolean;
  /** A round icon button (antd's shape="circle"). */
  circle?: boolean;
  icon?: ReactNode;
  /** Busy: a spinner in place of the icon, and the button ignores clicks. */
  loading?: boolean;
  htmlType?: 'button' | 'submit';
}

/** antd's Button in look (sizes, kinds, danger, icon-only), drawn from the theme's variables (light-css.ts). */
export function Button({
  kind = 'default',
  size = 'middle',
  danger,
  circle,
  icon,
  loading,
  htmlType = 'button',
  className,
  children,
  onClick,
  ...rest
}: ButtonProps) {
  const classes = [
    'salao-btn',
    kind !== 'default' && `salao-btn-${kind}`,
    size === 'small' && 'salao-btn-small',
    danger && 'salao-btn-danger',
    circle && 'salao-btn-circle',
    (icon || loading) && children == null && 'salao-btn-icon',
    className,
  ].filter(Boolean);
  return (
    <button type={htmlType} className={classes.join(' ')} aria-busy={loading || undefined} onClick={loading ? undefined : onClick} {...rest}>
      {loading ? <Icon of={LOADING} spin /> : icon}
      {children != null && <span>{children}</span>}
    </button>
  );
}
