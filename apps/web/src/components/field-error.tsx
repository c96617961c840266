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
