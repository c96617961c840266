import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';

import {
  newProfileFormValues,
  profileFormDefaults,
  profileFormSchema,
  profileMessages,
  type ProfileForm as ProfileFields,
  type ProfileFormInput,
} from '@vivaha/shared/profile';
import { paths } from '@vivaha/shared/routes';
import { said, saidText } from '@vivaha/shared/said';

import { ProfileFormShell } from '@/components/profile-form/profile-form-shell';
import { showSaveFailure } from '@/components/profile-form/save-failure';
import { useTranslation } from '@/lib/i18n';
import { useMessageText } from '@/lib/messages';
import { toast } from '@/lib/toast';

import { useCreateProfile } from '../api/create-profile';
import { useUpdateProfile } from '../api/update-profile';

/** The form's fields in their order, so the first field the server refused takes the focus. */
const fieldNames = Object.keys(profileFormDefaults) as (keyof typeof profileFormDefaults)[];

interface Props {
  /** Edit mode when set (spec section 4); create mode otherwise. */
  profileId?: number;
  defaultValues?: ProfileFormInput;
  /** In edit mode, the stored sex and date of birth, which only the team may change. */
  fixed?: { sex: number; dob: string };
}

/** The member's profile form, create and edit (spec sections 2, 4 and 5). */
export function ProfileForm({ profileId, defaultValues = newProfileFormValues, fixed }: Props) {
  const { t } = useTranslation('profiles');
  const say = useMessageText();
  const navigate = useNavigate();
  const create = useCreateProfile();
  const update = useUpdateProfile();
  const form = useForm<ProfileFormInput, unknown, ProfileFields>({
    resolver: zodResolver(profileFormSchema),
    defaultValues,
  });

  // The parsed form goes out as it is: the schema has joined dob and time into astro_birthdaytime.
  const onSubmit = async (body: ProfileFields) => {
    // The server refuses these too; saying it here saves a round trip.
    const changed = fixed ? (['sex', 'dob'] as const).filter((field) => body[field] !== fixed[field]) : [];
    if (changed.length) {
      for (const field of changed) form.setError(field, { message: saidText(profileMessages, 'sexDobFixed') });
      form.setFocus(changed[0]!);
      toast.error(say(said(profileMessages, 'sexDobFixed')));
      return;
    }
    try {
      const answer = profileId ? await update.mutateAsync({ id: profileId, body }) : await create.mutateAsync(body);
      toast.success(answer?.message || t('form.saved'));
      await navigate(paths.profiles);
    } catch (error) {
      showSaveFailure(error, form.setError, fieldNames, t('form.saveFailed'));
    }
  };

  const busy = form.formState.isSubmitting || create.isPending || update.isPending;
  return (
    <ProfileFormShell form={form} onSubmit={onSubmit} onCancel={() => void navigate(paths.profiles)} busy={busy} />
  );
}
