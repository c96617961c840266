import { FaqList } from '@/features/static-pages/components/faq-list';

export function Component() {
  return <FaqList />;
}
