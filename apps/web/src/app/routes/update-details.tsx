import { RequireAuth } from '@/features/auth/components/require-auth';
import { UpdateDetailsForm } from '@/features/auth/components/update-details-form';

export function Component() {
  return (
    <RequireAuth>
      <UpdateDetailsForm />
    </RequireAuth>
  );
}
