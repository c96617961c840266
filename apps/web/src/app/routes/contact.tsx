import { ContactForm } from '@/features/contact/components/contact-form';
import { useTranslation } from '@/lib/i18n';

export function Component() {
  const { t } = useTranslation('pages');
  return (
    <div className="container page-narrow py-4">
      <h1 className="h2">{t('contact.title')}</h1>
      <p>{t('contact.intro')}</p>
      <ContactForm />
    </div>
  );
}
