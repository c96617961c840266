import { useTranslation } from 'react-i18next';

import { validationMessageKey } from '@vivaha/shared/messages';

/** A field's message, in the person's language when it is one of the shared validation messages. */
export function FieldError({ id, message }: { id: string; message?: string }) {
  const { t } = useTranslation('validation');
  if (!message) return null;
  const key = validationMessageKey(message);
  return (
    <div id={id} className="invalid-feedback d-block">
      {key ? t(key) : message}
    </div>
  );
}
