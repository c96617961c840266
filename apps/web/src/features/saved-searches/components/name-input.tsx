import type { InputHTMLAttributes, RefObject } from 'react';

import { BusyButton } from '@/components/busy-button';
import { useTranslation } from '@/lib/i18n';

import '@/styles/parts/forms.scss';

interface Props extends Omit<InputHTMLAttributes<HTMLInputElement>, 'onChange' | 'value'> {
  /** The field, focused again by `useNameSave` when the server refuses the name. */
  inputRef: RefObject<HTMLInputElement | null>;
  value: string;
  onChange: (name: string) => void;
  /** True while the server's reason for refusing the name shows. */
  invalid: boolean;
}

/** A saved search's name being typed: focused as its form opens, and marked while refused. */
export function NameInput({ inputRef, invalid, className = 'form-control', onChange, ...input }: Props) {
  return (
    <input
      ref={inputRef}
      type="text"
      autoComplete="off"
      // Opened by its button: the name is what the member came to fill in.
      autoFocus
      className={`${className}${invalid ? ' is-invalid' : ''}`}
      aria-invalid={invalid}
      onChange={(event) => onChange(event.target.value)}
      {...input}
    />
  );
}

/** A name form's buttons: save (waiting while it saves, saying `busyText`) and Cancel. */
export function SaveOrCancel(props: { busy: boolean; busyText: string; save: string; onCancel: () => void }) {
  const { t } = useTranslation('saved-searches');
  return (
    <>
      <BusyButton busy={props.busy} busyText={props.busyText}>
        {props.save}
      </BusyButton>
      <button type="button" className="btn btn-outline-secondary" onClick={props.onCancel}>
        {t('cancel')}
      </button>
    </>
  );
}
