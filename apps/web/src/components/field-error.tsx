import type { ReactNode } from 'react';

import { useMessageText } from '@/lib/messages';

import '@/styles/parts/forms.scss';

interface Props {
  id: string;
  message?: string;
}

/**
 * A field's message, in the page's language when it is one of the shared messages. The words of
 * the messages load with the first one shown, not with the page.
 */
export function FieldError({ id, message }: Props) {
  return message ? <Message id={id} message={message} /> : null;
}

function Message({ id, message }: Required<Props>) {
  const say = useMessageText();
  return (
    <div id={id} className="invalid-feedback d-block">
      {say(message)}
    </div>
  );
}

/** The ids a control names in `aria-describedby`: its message, then its help, where they show. */
export const describedBy = (id: string, { error, help }: { error?: unknown; help?: unknown }) =>
  [error ? `${id}-error` : '', help ? `${id}-help` : ''].filter(Boolean).join(' ') || undefined;

/** What stands below a control: its help, then its message, each with the id `describedBy` names. */
export function FieldNotes({ id, help, error }: { id: string; help?: ReactNode; error?: string }) {
  return (
    <>
      {help && (
        <div id={`${id}-help`} className="form-text">
          {help}
        </div>
      )}
      <FieldError id={`${id}-error`} message={error} />
    </>
  );
}
