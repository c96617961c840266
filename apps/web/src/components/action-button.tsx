import type { ButtonHTMLAttributes } from 'react';

interface Props extends Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'type' | 'onClick'> {
  /** What a press starts; its failure is the action's own to report. */
  run: () => Promise<unknown>;
}

/** A button (never a form's submit) that starts an action on the server when pressed. */
export function ActionButton({ run, ...button }: Props) {
  return <button type="button" onClick={() => void run()} {...button} />;
}
