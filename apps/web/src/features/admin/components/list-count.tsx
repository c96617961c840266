import { useTranslation } from '@/lib/i18n';

/**
 * How many a list holds (once a page has loaded), with a small spinner while it is asked again;
 * said to screen readers as it changes.
 */
export function ListCount({ text, fetching, className }: { text?: string; fetching: boolean; className: string }) {
  const { t } = useTranslation('admin');
  return (
    <div className={`d-flex align-items-center gap-2 ${className}`} aria-live="polite">
      {text && <span className="text-body-secondary">{text}</span>}
      {text && fetching && (
        <span className="spinner-border spinner-border-sm text-primary" role="status">
          <span className="visually-hidden">{t('common:common.loading')}</span>
        </span>
      )}
    </div>
  );
}
