import { pathIn } from '@vivaha/shared/languages';
import { paths } from '@vivaha/shared/routes';

import { useTranslation } from '@/lib/i18n';
import { pageLanguage } from '@/lib/language';
import { toast } from '@/lib/toast';

import { useAgreePrivacy } from '../api/agree-privacy';
import { useMe } from '../api/get-me';
import { failureText } from '../api/identity-answer';

/**
 * For a signed-in member who has not agreed to the privacy notice as it is now (it changed, or the
 * account was made without it): a line above every page until they agree. It blocks nothing.
 */
export function PrivacyAsk() {
  const me = useMe();
  // Visitors and members who agreed load none of its words.
  return me.data && !me.data.privacyCurrent ? <AskToAgree /> : null;
}

function AskToAgree() {
  const { t } = useTranslation('auth');
  const agree = useAgreePrivacy();

  const onAgree = async () => {
    try {
      const answer = await agree.mutateAsync();
      toast.success(answer.returnText || t('privacyAsk.thanks'));
    } catch (error) {
      toast.error(failureText(error, t('privacyAsk.failed'), t('privacyAsk.network')));
    }
  };

  return (
    <section className="alert alert-info mb-0 py-2" aria-label={t('privacyAsk.label')}>
      <div className="container d-flex flex-wrap align-items-center gap-2">
        <span className="me-auto">
          {t('privacyAsk.text')}{' '}
          <a href={pathIn(pageLanguage, paths.privacy)} target="_blank" rel="noopener">
            {t('privacyAsk.read')}
          </a>
        </span>
        <button
          type="button"
          className="btn btn-primary btn-sm"
          disabled={agree.isPending}
          onClick={() => void onAgree()}
        >
          {t('privacyAsk.agree')}
        </button>
      </div>
    </section>
  );
}
