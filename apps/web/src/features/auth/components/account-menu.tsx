import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useId, useRef, useState } from 'react';
import { Link, useNavigate } from 'react-router';

import { paths } from '@vivaha/shared/routes';

import { useTranslation } from '@/lib/i18n';
import { session, useSession } from '@/lib/session';
import { toast } from '@/lib/toast';

import { useMe } from '../api/get-me';
import { logout as endServerSession } from '../api/logout';

import { useOpenAuthModal } from './auth-modal-context';

const memberLinks = [
  { to: paths.dashboard, label: 'account.myProfiles' },
  { to: paths.myShortlist, label: 'account.myShortlist' },
  { to: paths.mySavedSearches, label: 'account.mySavedSearches' },
  { to: paths.messages, label: 'account.messages' },
  { to: '/myrequests', label: 'account.myRequests' },
  { to: '/myapprovals', label: 'account.myApprovals' },
  { to: paths.myHidden, label: 'account.myHidden' },
  { to: paths.myBlocked, label: 'account.myBlocked' },
  { to: paths.matchesChoice, label: 'account.matches' },
  { to: paths.changePassword, label: 'account.changePassword' },
  { to: paths.changeEmail, label: 'account.changeEmail' },
  { to: paths.updateDetails, label: 'account.updateDetails' },
  { to: paths.myData, label: 'account.myData' },
] as const;

/** The team's pages, shown in the menu of an admin's account below the member's own. */
const adminLinks = [
  { to: paths.adminOverview, label: 'account.overview' },
  { to: paths.adminProfiles, label: 'account.admin' },
  { to: paths.adminReports, label: 'account.adminReports' },
  { to: paths.adminStories, label: 'account.adminStories' },
] as const;

/** The header's account slot: Login/Register for a visitor, the member's menu once signed in. */
export function AccountMenu() {
  const { t } = useTranslation();
  const current = useSession();
  const openAuth = useOpenAuthModal();
  const me = useMe();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [open, setOpen] = useState(false);
  const menuId = useId();
  const root = useRef<HTMLDivElement>(null);

  // Closed by a choice, a click or tap outside, Escape, or Back and Forward. Not by a change of
  // address alone: a navigation still loading when the menu opened would close it under the pointer.
  useEffect(() => {
    if (!open) return;
    const close = (event: Event) => {
      if (event instanceof KeyboardEvent ? event.key === 'Escape' : !root.current?.contains(event.target as Node)) {
        setOpen(false);
      }
    };
    const closeNow = () => setOpen(false);
    document.addEventListener('pointerdown', close);
    document.addEventListener('keydown', close);
    window.addEventListener('popstate', closeNow);
    return () => {
      document.removeEventListener('pointerdown', close);
      document.removeEventListener('keydown', close);
      window.removeEventListener('popstate', closeNow);
    };
  }, [open]);

  if (!current) {
    return (
      <button type="button" className="btn btn-light btn-sm" onClick={() => openAuth('login')}>
        {t('account.loginRegister')}
      </button>
    );
  }

  const logout = async () => {
    setOpen(false);
    // The server ends the session first; a network fault never keeps anyone signed in here.
    await endServerSession().catch(() => undefined);
    session.signOut('logout');
    navigate(paths.home);
    queryClient.clear();
    toast.info(t('account.loggedOut'));
  };

  const name = me.data?.cxName ?? current.cxName;
  return (
    <div className="dropdown" ref={root}>
      <button
        type="button"
        className="btn btn-light btn-sm dropdown-toggle"
        aria-expanded={open}
        aria-controls={menuId}
        aria-label={t('account.menuLabel', { name })}
        onClick={() => setOpen((value) => !value)}
      >
        {name}
      </button>
      <ul id={menuId} className={`dropdown-menu dropdown-menu-end${open ? ' show' : ''}`}>
        {[...memberLinks, ...(me.data?.isAdmin ? adminLinks : [])].map((link) => (
          <li key={link.to}>
            <Link className="dropdown-item" to={link.to} onClick={() => setOpen(false)}>
              {t(link.label)}
            </Link>
          </li>
        ))}
        <li>
          <hr className="dropdown-divider" />
        </li>
        <li>
          <button type="button" className="dropdown-item" onClick={() => void logout()}>
            {t('account.logout')}
          </button>
        </li>
      </ul>
    </div>
  );
}
