import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from '../../lib/i18n/use-translation';
import { useLocation } from 'react-router';
import { useNavigate } from '../../lib/link';
import { loginPathFor, type FollowAnswer } from '@estate/shared';
import { useSession } from '../../lib/session/use-session';
import { followsApi, followsKeys } from './follows-api';

/**
 * Follow / Following for someone else's profile. The change shows at once (optimistic) and
 * settles on the server's count; a failure puts it back. Guests go to login and come back.
 */
export function FollowButton({
  userId,
  name,
  state,
  onChange,
  onError,
}: {
  userId: number;
  name: string;
  state: FollowAnswer;
  onChange: (state: FollowAnswer) => void;
  onError: (failed: boolean) => void;
}) {
  const { t } = useTranslation();
  const { isSignedIn } = useSession();
  const navigate = useNavigate();
  const location = useLocation();
  const queryClient = useQueryClient();

  const mutation = useMutation({
    mutationFn: (follow: boolean) => followsApi.follow(userId, follow),
    onMutate: (follow) => {
      const before = state;
      onError(false);
      onChange({ is_following: follow, followers: Math.max(0, state.followers + (follow ? 1 : -1)) });
      return { before };
    },
    onSuccess: (answer) => {
      onChange(answer);
      void queryClient.invalidateQueries({ queryKey: followsKeys.feed });
      void queryClient.invalidateQueries({ queryKey: followsKeys.suggestions });
    },
    onError: (_error, _follow, context) => {
      if (context) onChange(context.before);
      onError(true);
    },
  });

  return (
    <button
      type="button"
      className={state.is_following ? 'button button--ghost' : 'button'}
      disabled={mutation.isPending}
      title={state.is_following ? t('public_profile.unfollow_aria', { name }) : undefined}
      data-testid="follow-button"
      onClick={() => {
        if (!isSignedIn) return void navigate(loginPathFor(location.pathname + location.search));
        mutation.mutate(!state.is_following);
      }}
    >
      {state.is_following ? t('public_profile.following_button') : t('public_profile.follow')}
    </button>
  );
}
