import { useMessageText } from '@/lib/messages';

import '@/styles/parts/forms.scss';

/** A field's message, in the page's language when it is one of the shared messages. */
export function FieldError({ id, message }: { id: string; message?: string }) {
  const say = useMessageText();
  if (!message) return null;
  return (
    <div id={id} className="invalid-feedback d-block">
      {say(message)}
    </div>
  );
}
