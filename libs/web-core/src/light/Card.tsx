import type { CSSProperties, HTMLAttributes, ReactNode } from 'react';

export interface CardProps extends Omit<HTMLAttributes<HTMLElement>, 'title'> {
  title?: ReactNode;
  /** Beside the title (a filter, a link). */
  extra?: ReactNode;
  bodyStyle?: CSSProperties;
  children?: ReactNode;
}

/** antd's Card in look: a bordered panel with an optional head (title and extra); a titled card is a labelled section. */
export function Card({ title, extra, bodyStyle, children, className, ...rest }: CardProps) {
  const Tag = title ? 'section' : 'div';
  return (
    <Tag className={['salao-card', className].filter(Boolean).join(' ')} {...rest}>
      {(title || extra) && (
        <div className="salao-card-head">
          {title && <h2 className="salao-card-title">{title}</h2>}
          {extra}
        </div>
      )}
      <div className="salao-card-body" style={bodyStyle}>
        {children}
      </div>
    </Tag>
  );
}
