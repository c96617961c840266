import { MyData } from '@/features/auth/components/my-data';

export function Component() {
  return <MyData />;
}
