import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { Link, useSearchParams } from 'react-router';

import type { Conversation } from '@vivaha/shared/conversations';
import { paths } from '@vivaha/shared/routes';

import { LoadFailedPanel } from '@/components/load-states';
import { PageSpinner } from '@/components/page-spinner';
import { HttpError } from '@/lib/http';
import { useTranslation } from '@/lib/i18n';
import { toast } from '@/lib/toast';

import { conversationsKey, startConversation, useConversations } from '../api/conversations';

import { ConversationThread, type BlockMember } from './conversation-thread';
import { MessageSettingsPanel } from './message-settings';
import { ShortTime } from './short-time';

import '@/styles/parts/list-group.scss';
import '../messages.css';

/** The conversations grouped by the member's own profile, in the order the server gave (newest first). */
function byOwnProfile(items: Conversation[]) {
  const groups = new Map<number, { name: string; items: Conversation[] }>();
  for (const item of items) {
    const group = groups.get(item.profileId) ?? { name: item.profileName, items: [] };
    group.items.push(item);
    groups.set(item.profileId, group);
  }
  return [...groups.entries()];
}

function ConversationList({ items, selected }: { items: Conversation[]; selected: number | undefined }) {
  const { t } = useTranslation('conversations');
  if (!items.length) {
    return (
      <div className="text-body-secondary">
        <p>{t('empty')}</p>
        <p className="mb-0">
          <Link to={paths.myApprovals}>{t('emptyApprovals')}</Link> ·{' '}
          <Link to={paths.myRequests}>{t('emptyRequests')}</Link>
        </p>
      </div>
    );
  }
  return (
    <nav aria-label={t('listLabel')}>
      {byOwnProfile(items).map(([profileId, group]) => (
        <section key={profileId} className="mb-3">
          <h2 className="h6 text-body-secondary mb-2">{t('forProfile', { name: group.name })}</h2>
          <ul className="list-group">
            {group.items.map((item) => (
              <li key={item.id} className="list-group-item conversation-item">
                <Link
                  to={`${paths.messages}?c=${item.id}`}
                  className={`conversation-link d-flex align-items-center gap-2${item.id === selected ? ' active' : ''}`}
                  aria-current={item.id === selected ? 'page' : undefined}
                >
                  <span className="flex-grow-1 conversation-link__text">
                    <span className="d-block fw-semibold conversation-link__name">{item.withName}</span>
                    <span className="d-block small text-body-secondary">
                      {item.lastMessageAt ? (
                        <>
                          {t(item.lastFrom === 'mine' ? 'youWroteLast' : 'theyWroteLast')} ·{' '}
                          <ShortTime at={item.lastMessageAt} />
                        </>
                      ) : (
                        t('noMessagesYet')
                      )}
                    </span>
                  </span>
                  {item.unread > 0 && (
                    <span className="badge conversation-unread text-bg-primary">
                      {item.unread}
                      <span className="visually-hidden"> {t('unread', { count: item.unread })}</span>
                    </span>
                  )}
                </Link>
              </li>
            ))}
          </ul>
        </section>
      ))}
    </nav>
  );
}

/**
 * Messages at /messages: the conversations between the member's profiles and other families,
 * and the one chosen (`?c=`). A link from a profile or a request (`?from=&with=`) opens or finds
 * the conversation first. On a phone the list and the conversation take the screen in turn.
 */
export function MessagesScreen({ onBlock }: { onBlock: BlockMember }) {
  const { t } = useTranslation('conversations');
  const [searchParams, setSearchParams] = useSearchParams();
  const conversations = useConversations();
  const queryClient = useQueryClient();
  const selected = Number(searchParams.get('c')) || undefined;
  const from = Number(searchParams.get('from')) || undefined;
  const withProfile = Number(searchParams.get('with')) || undefined;
  const starting = useRef(false);

  useEffect(() => {
    if (!from || !withProfile || starting.current) return;
    starting.current = true;
    startConversation(from, withProfile)
      .then(async ({ id }) => {
        // A list asked for before the conversation existed may still be on its way: invalidating
        // alone would wait for that answer (the first fetch is shared), so it is called off first.
        await queryClient.cancelQueries({ queryKey: conversationsKey, exact: true });
        await queryClient.invalidateQueries({ queryKey: conversationsKey });
        setSearchParams({ c: String(id) }, { replace: true });
      })
      .catch((error: unknown) => {
        toast.error(error instanceof HttpError ? error.message : t('startFailed'));
        setSearchParams({}, { replace: true });
      })
      .finally(() => {
        starting.current = false;
      });
  }, [from, withProfile, queryClient, setSearchParams, t]);

  const items = conversations.data?.items ?? [];
  const current = items.find((item) => item.id === selected);
  return (
    <div className="container py-3 messages-screen">
      <h1 className={`h3 mb-3${current ? ' d-none d-md-block' : ''}`}>{t('title')}</h1>
      <p className={`small text-body-secondary${current ? ' d-none d-md-block' : ''}`}>{t('intro')}</p>
      {conversations.isPending ? (
        <PageSpinner />
      ) : conversations.isError ? (
        <LoadFailedPanel error={conversations.error} message={t('loadFailed')} />
      ) : (
        <div className="row g-3">
          <div className={`col-md-4${current ? ' d-none d-md-block' : ''}`}>
            <ConversationList items={items} selected={selected} />
            <MessageSettingsPanel profiles={conversations.data?.profiles ?? []} />
          </div>
          <div className={`col-md-8${current ? '' : ' d-none d-md-block'}`}>
            {current ? (
              <ConversationThread key={current.id} conversation={current} onBlock={onBlock} />
            ) : (
              items.length > 0 && <p className="text-body-secondary">{t('choose')}</p>
            )}
          </div>
        </div>
      )}
    </div>
  );
}
