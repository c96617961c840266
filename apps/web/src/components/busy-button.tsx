import type { ButtonHTMLAttributes, ReactNode } from 'react';

interface Props extends Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'type'> {
  /** True while the button's action runs: it waits and says so. */
  busy: boolean;
  /** What it says meanwhile ("Saving..."). */
  busyText: string;
  children: ReactNode;
  /** A form's submit button unless told otherwise. */
  type?: 'submit' | 'button';
}

/** A button that waits, saying it is working, while what it started runs. */
export function BusyButton({
  busy,
  busyText,
  children,
  type = 'submit',
  className = 'btn btn-primary',
  disabled,
  ...button
}: Props) {
  return (
    <button type={type} className={className} disabled={busy || disabled} {...button}>
      {busy ? busyText : children}
    </button>
  );
}
