import { LoadingOutlined } from '@ant-design/icons';
import type { ButtonHTMLAttributes, MouseEvent } from 'react';
import { plainClass } from './plainControlsCss';

export interface PlainButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  variant: 'primary' | 'default' | 'link';
  size?: 'small';
  block?: boolean;
  /** A spinner before the text; clicks (and the form's submit) wait, as antd's loading button does. */
  loading?: boolean;
}

/** A button drawn as antd's Button of the same variant (plainControlsCss), without antd's button module. */
export function PlainButton({ variant, size, block = false, loading = false, type = 'button', className, onClick, children, ...rest }: PlainButtonProps) {
  const classes = [plainClass.button, plainClass[variant], size && plainClass.small, block && plainClass.block, loading && plainClass.loading, className].filter(Boolean).join(' ');
  const click = (event: MouseEvent<HTMLButtonElement>) => {
    if (loading) event.preventDefault();
    else onClick?.(event);
  };
  return (
    <button {...rest} type={type} className={classes} aria-busy={loading || undefined} onClick={click}>
      {loading && <LoadingOutlined spin />}
      <span>{children}</span>
    </button>
  );
}
