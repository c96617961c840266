import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';

import { doneSchema } from '@vivaha/shared/answers';
import { storyListSchema, type StoryBody } from '@vivaha/shared/stories';

import { api } from '@/lib/http';

const storiesKey = ['admin', 'stories'] as const;
const homepageKey = ['home', 'stories'] as const;

/** GET /api/admin/stories: every story, drafts and published, the newest saved first. */
export const adminStoriesQueryOptions = () =>
  queryOptions({
    queryKey: storiesKey,
    queryFn: ({ signal }) => api('admin/stories', storyListSchema, { signal }),
    staleTime: 0,
  });

export const useAdminStories = () => useQuery(adminStoriesQueryOptions());

/** POST /api/admin/stories (a new one) or PUT /api/admin/stories/{id}. */
export const saveStory = ({ id, body }: { id?: number; body: StoryBody }) =>
  id === undefined
    ? api('admin/stories', doneSchema.extend({ id: z.number() }), { method: 'POST', body })
    : api(`admin/stories/${id}`, doneSchema, { method: 'PUT', body });

/** DELETE /api/admin/stories/{id}. */
export const deleteStory = (id: number) => api(`admin/stories/${id}`, doneSchema, { method: 'DELETE' });

/** The team's list and the homepage's stories both change with a save or a deletion. */
function useStoryMutation<T>(mutationFn: (input: T) => Promise<{ message: string }>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: storiesKey }),
        queryClient.invalidateQueries({ queryKey: homepageKey }),
      ]),
  });
}

export const useSaveStory = () => useStoryMutation(saveStory);
export const useDeleteStory = () => useStoryMutation(deleteStory);
