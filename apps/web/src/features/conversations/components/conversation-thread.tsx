import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { Link } from 'react-router';

import {
  maskContacts,
  MESSAGE_MAX,
  UNANSWERED_IN_A_ROW,
  type Conversation,
  type Message,
} from '@vivaha/shared/conversations';
import { paths } from '@vivaha/shared/routes';

import { chooseReasonDialog } from '@/components/confirm-dialog';
import { HttpError } from '@/lib/http';
import { useTranslation } from '@/lib/i18n';
import { scriptsIn, useScriptFonts } from '@/lib/script-fonts';
import { toast } from '@/lib/toast';

import { olderMessages, reportMessage, useSendMessage, useThread } from '../api/conversations';

import { ShortTime } from './short-time';

import '@/styles/parts/forms.scss';

/** Blocks the owner of a profile after "Are you sure?" (the blocks feature, given by the route). */
export type BlockMember = (profileId: number, name: string) => Promise<boolean>;

/** The reasons a message can be reported for (the shared report reasons that fit a message). */
const MESSAGE_REASONS = ['money', 'abusive', 'fake', 'married', 'broker'] as const;

function Composer({ conversation, lastMine }: { conversation: Conversation; lastMine: number }) {
  const { t } = useTranslation('conversations');
  const [text, setText] = useState('');
  const [error, setError] = useState('');
  const send = useSendMessage(conversation.id);
  const fieldId = useId();
  const noteId = useId();
  const length = [...text].length;
  const masked = !conversation.detailsShared && maskContacts(text).masked;
  const waiting = lastMine >= UNANSWERED_IN_A_ROW;
  useScriptFonts(scriptsIn(text));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const trimmed = text.trim();
    if (!trimmed) return setError(t('textRequired'));
    if (length > MESSAGE_MAX) return setError(t('textTooLong', { max: MESSAGE_MAX }));
    setError('');
    try {
      await send.mutateAsync(trimmed);
      setText('');
    } catch (failure) {
      setError(failure instanceof HttpError ? failure.message : t('sendFailed'));
    }
  };

  if (!conversation.canWrite) return <p className="alert alert-secondary small mb-0">{t('cannotWrite')}</p>;
  return (
    <form onSubmit={(event) => void submit(event)} noValidate className="message-composer">
      <label htmlFor={fieldId} className="form-label small fw-semibold">
        {t('yourMessage')}
      </label>
      <textarea
        id={fieldId}
        className={`form-control${error ? ' is-invalid' : ''}`}
        rows={3}
        value={text}
        onChange={(event) => setText(event.target.value)}
        aria-describedby={noteId}
        aria-invalid={error ? true : undefined}
      />
      <div id={noteId} className="d-flex flex-wrap justify-content-between gap-2 small mt-1">
        <span
          className={error ? 'text-danger' : masked ? 'text-warning-emphasis' : 'text-body-secondary'}
          role={error ? 'alert' : undefined}
        >
          {error || (masked ? t('willMask') : waiting ? t('waitForAnswer', { count: UNANSWERED_IN_A_ROW }) : '')}
        </span>
        <span className={length > MESSAGE_MAX ? 'text-danger' : 'text-body-secondary'}>
          {t('counter', { count: length, max: MESSAGE_MAX })}
        </span>
      </div>
      <button type="submit" className="btn btn-primary mt-2" disabled={send.isPending}>
        {t('send')}
      </button>
    </form>
  );
}

/** One message: the family's own on the right, the other's on the left with Report. */
function Bubble({
  message,
  mine,
  seen,
  theirName,
}: {
  message: Message;
  mine: boolean;
  seen: boolean;
  theirName: string;
}) {
  const { t } = useTranslation('conversations');
  const report = async () => {
    const reason = await chooseReasonDialog({
      title: t('report.title'),
      text: t('report.text'),
      confirm: t('report.confirm'),
      cancel: t('report.cancel'),
      placeholder: t('report.choose'),
      reasons: Object.fromEntries(MESSAGE_REASONS.map((id) => [id, t(`report.reasons.${id}`)])),
    });
    if (!reason) return;
    try {
      const answer = await reportMessage(message.id, reason as (typeof MESSAGE_REASONS)[number]);
      toast.success(answer.message || t('report.done'));
    } catch (error) {
      toast.error(error instanceof HttpError ? error.message : t('report.failed'));
    }
  };
  return (
    <li className={`message ${mine ? 'message-mine' : 'message-theirs'}`}>
      <span className="visually-hidden">{mine ? t('weWrote') : t('theyWrote', { name: theirName })}</span>
      <p className="message-text mb-1">{message.text}</p>
      <span className="message-meta small">
        <ShortTime at={message.sentAt} />
        {mine && seen && <> · {t('seen')}</>}
        {!mine && (
          <>
            {' · '}
            <button type="button" className="btn btn-link btn-sm message-report" onClick={() => void report()}>
              {t('report.button')}
            </button>
          </>
        )}
      </span>
    </li>
  );
}

/**
 * One conversation: its messages (asked again every 20 seconds; a screen reader hears new ones),
 * earlier ones on request, what each family has shared, the composer, Block and the way back.
 */
export function ConversationThread({ conversation, onBlock }: { conversation: Conversation; onBlock: BlockMember }) {
  const { t } = useTranslation('conversations');
  const thread = useThread(conversation.id);
  const [earlier, setEarlier] = useState<Message[]>([]);
  const [more, setMore] = useState<boolean | undefined>(undefined);
  const end = useRef<HTMLDivElement>(null);
  const newest = thread.data?.items.at(-1)?.id;

  useEffect(() => {
    end.current?.scrollIntoView?.({ block: 'nearest' });
  }, [newest]);

  const items = [...earlier, ...(thread.data?.items ?? [])];
  // A Tamil message on a Sinhala page (or either on an English one) draws in its own font.
  useScriptFonts(items.flatMap((message) => scriptsIn(message.text)));
  const hasMore = more ?? thread.data?.more ?? false;
  const loadEarlier = async () => {
    const first = items[0];
    if (!first) return;
    try {
      const page = await olderMessages(conversation.id, first.id);
      setEarlier((before) => [...page.items, ...before]);
      setMore(page.more);
    } catch {
      toast.error(t('loadFailed'));
    }
  };
  // How many of the family's own messages close the conversation, unanswered.
  let lastMine = 0;
  for (let i = items.length - 1; i >= 0 && items[i]!.fromProfileId === conversation.profileId; i--) lastMine++;
  const readUpTo = thread.data?.readUpTo ?? 0;

  return (
    <section aria-labelledby={`conversation-${conversation.id}`} className="conversation">
      <Link to={paths.messages} className="d-md-none small conversation-back mb-2">
        ← {t('back')}
      </Link>
      <div className="d-flex flex-wrap align-items-start gap-2 mb-2">
        <h2 id={`conversation-${conversation.id}`} className="h5 mb-0 me-auto">
          <Link to={conversation.withProfileURL}>{conversation.withName}</Link>
          <span className="d-block small conversation-from text-body-secondary">
            {t('withFrom', { name: conversation.profileName })}
          </span>
        </h2>
        <button
          type="button"
          className="btn btn-outline-secondary btn-sm"
          onClick={() => void onBlock(conversation.withProfileId, conversation.withName)}
        >
          {t('block')}
        </button>
      </div>
      <p className="small text-body-secondary mb-2">
        {conversation.detailsShared ? t('shared') : t('notShared')} <Link to={paths.safety}>{t('safety')}</Link>
      </p>
      {conversation.guardianCopies && <p className="small text-body-secondary mb-2">{t('guardianCopies')}</p>}
      {hasMore && (
        <button type="button" className="btn btn-link btn-sm message-earlier" onClick={() => void loadEarlier()}>
          {t('earlier')}
        </button>
      )}
      <div
        role="log"
        aria-live="polite"
        aria-label={t('logLabel', { name: conversation.withName })}
        className="message-log"
      >
        {thread.isPending ? (
          <p className="text-body-secondary small">{t('loading')}</p>
        ) : thread.isError ? (
          <p className="text-danger small">{t('loadFailed')}</p>
        ) : items.length === 0 ? (
          <p className="text-body-secondary small">{t('firstMessage')}</p>
        ) : (
          <ol className="list-unstyled mb-0">
            {items.map((message) => (
              <Bubble
                key={message.id}
                message={message}
                mine={message.fromProfileId === conversation.profileId}
                seen={message.id <= readUpTo}
                theirName={conversation.withName}
              />
            ))}
          </ol>
        )}
        <div ref={end} />
      </div>
      <Composer conversation={conversation} lastMine={lastMine} />
    </section>
  );
}
