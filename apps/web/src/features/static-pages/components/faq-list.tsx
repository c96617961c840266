import { useTranslation } from '@/lib/i18n';

interface Item {
  question: string;
  answer: string;
}

/** The 14 questions of the FAQ (spec section 2), each opening to its answer. */
export function FaqList() {
  const { t } = useTranslation('pages');
  const items = t('faq.items', { returnObjects: true }) as Item[];
  return (
    <article className="container page-narrow py-4">
      <h1 className="h2">{t('faq.title')}</h1>
      <p>{t('faq.intro')}</p>
      <div data-testid="faq-list">
        {items.map((item) => (
          <details className="faq-item" key={item.question}>
            <summary>{item.question}</summary>
            <p>{item.answer}</p>
          </details>
        ))}
      </div>
    </article>
  );
}
