import { ChangeEmailForm } from '@/features/auth/components/change-email-form';

export function Component() {
  return <ChangeEmailForm />;
}
