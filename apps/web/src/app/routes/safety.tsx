import { StaticPage } from '@/features/static-pages/components/static-page';

export function Component() {
  return <StaticPage page="safety" />;
}
