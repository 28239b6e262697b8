import { useMutation, useQueryClient } from '../../lib/query/query';
import { useCallback } from 'react';
import { useLocation } from 'react-router';
import { useNavigate } from '../../lib/link';
import type { Profile } from '@estate/shared';
import { api, retryLostAnswers } from '../../lib/api/api-client';
import { PROFILE_QUERY_KEY, useSession } from '../../lib/session/use-session';
import { endpoint } from '@estate/shared/contracts/client';
import type * as ops from '@estate/shared/contracts/listings';

const like = endpoint<typeof ops.postLikeOrUnlike>('POST', '/api/LikeOrUnlike/');

function withLike(profile: Profile | null | undefined, id: number, liked: boolean): Profile | null | undefined {
  if (!profile) return profile;
  const others = profile.liked_properties.filter((likedId) => likedId !== id);
  return { ...profile, liked_properties: liked ? [...others, id] : others };
}

/**
 * Liked state of one listing (from the session profile's `liked_properties`) and its toggle.
 * The profile cache changes at once and rolls back if the call fails; the failure is logged,
 * with no message shown (spec). A guest is sent to log in and comes back here afterwards.
 */
export function useLike(propertyId: number) {
  const { user } = useSession();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const location = useLocation();
  const liked = !!user?.liked_properties.includes(propertyId);

  const mutation = useMutation({
    // The state wanted, not a toggle: a retry after a lost answer cannot undo the like.
    mutationFn: (want: boolean) => api(like, { body: { property_id: propertyId, liked: want } }),
    retry: retryLostAnswers,
    onMutate: async (want) => {
      await queryClient.cancelQueries({ queryKey: PROFILE_QUERY_KEY });
      const before = queryClient.getQueryData<Profile | null>(PROFILE_QUERY_KEY);
      queryClient.setQueryData(PROFILE_QUERY_KEY, withLike(before, propertyId, want));
      return { before };
    },
    onSuccess: (answer) => {
      queryClient.setQueryData<Profile | null>(PROFILE_QUERY_KEY, (profile) =>
        withLike(profile, propertyId, answer.liked),
      );
    },
    onError: (error, _vars, context) => {
      console.error('Like or unlike failed', error);
      if (context) queryClient.setQueryData(PROFILE_QUERY_KEY, context.before);
    },
  });

  const toggle = useCallback(() => {
    if (!user) {
      const here = `${location.pathname}${location.search}`;
      void navigate(`/auth/login?redirect=${encodeURIComponent(here)}`);
      return;
    }
    // One call at a time: a second press waits for the first answer.
    if (!mutation.isPending) mutation.mutate(!liked);
  }, [liked, location.pathname, location.search, mutation, navigate, user]);

  return { liked, toggle, pending: mutation.isPending, signedIn: !!user };
}
