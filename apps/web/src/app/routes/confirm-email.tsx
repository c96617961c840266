import { ConfirmEmail } from '@/features/auth/components/confirm-email';

export function Component() {
  return <ConfirmEmail />;
}
