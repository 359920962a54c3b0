import type { ComponentProps } from 'react';
import styles from './button.module.scss';

export type ButtonVariant = 'primary' | 'secondary' | 'ghost';

export interface ButtonStyleOptions {
  variant?: ButtonVariant;
  size?: 'medium' | 'small';
  block?: boolean;
  className?: string;
}

/** Class names of a button, for links that look like buttons. */
export function buttonClass({
  variant = 'primary',
  size = 'medium',
  block,
  className,
}: ButtonStyleOptions = {}) {
  return [
    styles.button,
    styles[variant],
    size === 'small' && styles.small,
    block && styles.block,
    className,
  ]
    .filter(Boolean)
    .join(' ');
}

export function Button({
  variant,
  size,
  block,
  className,
  type = 'button',
  ...props
}: ComponentProps<'button'> & ButtonStyleOptions) {
  return (
    <button type={type} className={buttonClass({ variant, size, block, className })} {...props} />
  );
}
