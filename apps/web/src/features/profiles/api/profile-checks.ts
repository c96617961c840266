import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';

import { doneSchema, type Done } from '@vivaha/shared/answers';
import { nicAnswerSchema, poseAnswerSchema, profileChecksSchema } from '@vivaha/shared/verification';

import { api } from '@/lib/http';
import { useRefreshingMutation } from '@/lib/refreshing-mutation';

import { profilesKey } from './list-profiles';
import { uploadImage } from './upload-profile-image';

/** GET /api/profilecx/{id}/checks: the profile's checks as its owner sees them. */
export const profileChecksOptions = (id: number) =>
  queryOptions({
    queryKey: [...profilesKey, 'checks', id],
    queryFn: ({ signal }) => api(`profilecx/${id}/checks`, profileChecksSchema, { signal }),
  });

/** The checks; asked again every 2 seconds while a code's SMS is on its way. */
export const useProfileChecks = (id: number) =>
  useQuery({
    ...profileChecksOptions(id),
    refetchInterval: (query) => (query.state.data?.phoneCode?.state === 'queued' ? 2000 : false),
  });

/** POST /api/profilecx/{id}/verify-phone: a code by SMS to the profile's mobile number. */
export const useSendPhoneCode = (id: number) =>
  useRefreshingMutation(
    () => api(`profilecx/${id}/verify-phone`, doneSchema, { method: 'POST' }),
    [profileChecksOptions(id).queryKey],
  );

/** POST /api/profilecx/{id}/verify-phone/confirm: the code from the SMS. */
export const useConfirmPhone = (id: number) =>
  useRefreshingMutation(
    (code: string) => api(`profilecx/${id}/verify-phone/confirm`, doneSchema, { method: 'POST', body: { code } }),
    [profileChecksOptions(id).queryKey],
  );

/** PUT /api/profilecx/{id}/nic: compares a NIC number with the profile; only the result is kept. */
export const useCheckNic = (id: number) =>
  useRefreshingMutation(
    (nic: string) => api(`profilecx/${id}/nic`, nicAnswerSchema, { method: 'PUT', body: { nic } }),
    [profileChecksOptions(id).queryKey],
  );

/** POST /api/profilecx/{id}/photo-check: the pose the selfie must show, drawn by the server. */
export const useDrawPose = (id: number) =>
  useRefreshingMutation(
    () => api(`profilecx/${id}/photo-check`, poseAnswerSchema, { method: 'POST' }),
    [profileChecksOptions(id).queryKey],
  );

/** PUT /api/profilecx/{id}/photo-check/selfie: the selfie, for the team's eyes only. */
export function useSendSelfie(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({
      file,
      onProgress,
      tooLarge,
    }: {
      file: File;
      onProgress: (percent: number) => void;
      tooLarge: string;
    }) => uploadImage<Done>('PUT', `profilecx/${id}/photo-check/selfie`, file, onProgress, tooLarge),
    onSettled: () => queryClient.invalidateQueries({ queryKey: profileChecksOptions(id).queryKey }),
  });
}

/** DELETE /api/profilecx/{id}/photo-check: cancels the check; the selfie goes at once. */
export const useWithdrawPhotoCheck = (id: number) =>
  useRefreshingMutation(
    () => api(`profilecx/${id}/photo-check`, doneSchema, { method: 'DELETE' }),
    [profileChecksOptions(id).queryKey],
  );
