import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useRevalidator } from 'react-router';
import type { AccountSettings, Profile, SettingsUpdateInput } from '@estate/shared';
import { PROFILE_QUERY_KEY } from '../session/use-session';
import { accountApi } from './account-api';

/**
 * After a profile change: the session's copy (top bar, avatar menu) takes the new profile at once,
 * and the page's loaders run again so server-rendered parts (the dashboard greeting) follow.
 */
export function useProfileSaved() {
  const queryClient = useQueryClient();
  const revalidator = useRevalidator();
  return useCallback(
    (user: Profile) => {
      queryClient.setQueryData(PROFILE_QUERY_KEY, user);
      void revalidator.revalidate();
    },
    [queryClient, revalidator],
  );
}

/**
 * Saves settings (message sound, e-mail notifications and their kinds) with an optimistic update of the session's
 * profile, which is where the chime reads the message-sound setting from; a failure puts it back.
 */
export function useSettingsUpdate() {
  const queryClient = useQueryClient();
  const merge = (settings: SettingsUpdateInput | AccountSettings) =>
    queryClient.setQueryData<Profile | null>(PROFILE_QUERY_KEY, (profile) =>
      profile
        ? {
            ...profile,
            ...settings,
            // One kind changes at a time: the others keep their choice.
            notification_email: { ...profile.notification_email, ...settings.notification_email },
            notification_in_app: { ...profile.notification_in_app, ...settings.notification_in_app },
          }
        : profile,
    );
  return useMutation({
    mutationFn: (patch: SettingsUpdateInput) => accountApi.updateSettings(patch),
    onMutate: async (patch) => {
      await queryClient.cancelQueries({ queryKey: PROFILE_QUERY_KEY });
      const before = queryClient.getQueryData<Profile | null>(PROFILE_QUERY_KEY);
      merge(patch);
      return { before };
    },
    onError: (_error, _patch, context) => {
      if (context?.before) queryClient.setQueryData(PROFILE_QUERY_KEY, context.before);
    },
    onSuccess: (settings) => merge(settings),
  });
}
