import { ChangePasswordForm } from '@/features/auth/components/change-password-form';
import { RequireAuth } from '@/features/auth/components/require-auth';

export function Component() {
  return (
    <RequireAuth>
      <ChangePasswordForm />
    </RequireAuth>
  );
}
