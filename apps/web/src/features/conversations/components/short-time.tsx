import { useDateText } from '@/components/short-date';

/** When a message was sent, in the page's language and the reader's time zone. */
export function ShortTime({ at }: { at: string }) {
  const text = useDateText();
  return (
    <time dateTime={at} title={text(at, 'full')}>
      {text(at, 'dayTime')}
    </time>
  );
}
