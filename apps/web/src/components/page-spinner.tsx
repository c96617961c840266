import { useTranslation } from '@/lib/i18n';

/** The spinner shown while a screen or its data loads. */
export function PageSpinner() {
  const { t, ready } = useTranslation('common', { useSuspense: false });
  const label = ready ? t('common.loading') : 'Loading...';
  return (
    <div className="d-flex justify-content-center py-5" role="status" aria-live="polite">
      <div className="spinner-border text-primary" aria-hidden="true" />
      <span className="visually-hidden">{label}</span>
    </div>
  );
}
