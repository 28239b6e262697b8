import { useQuery, useQueryClient } from '../query/query';
import { useCallback } from 'react';
import { useRouteLoaderData } from 'react-router';
import { useNavigate } from '../link';
import type { Profile } from '@estate/shared';
import { api } from '../api/api-client';
import { authOps } from './auth-ops';

export const PROFILE_QUERY_KEY = ['profile'] as const;

/** The profile fetch resolves an unknown session; any failure means signed out (spec section 8). */
export async function fetchProfile(): Promise<Profile | null> {
  try {
    return await api(authOps.profile);
  } catch {
    return null;
  }
}

const useRootUser = () => (useRouteLoaderData('root') as { user: Profile | null } | undefined)?.user ?? null;

/** In the browser: the profile query, which the server render's answer starts. */
function useBrowserSession() {
  const query = useQuery({
    queryKey: PROFILE_QUERY_KEY,
    queryFn: fetchProfile,
    initialData: useRootUser(),
    staleTime: 60_000,
  });
  return { user: query.data ?? null, isSignedIn: !!query.data };
}

/**
 * On the server: the root loader's user, as is. A render's query client is thrown away with its
 * page, so a query observer per call (two dozen components ask) was pure cost (decision 0022).
 */
function useServerSession() {
  const user = useRootUser();
  return { user, isSignedIn: !!user };
}

/** The signed-in user (null for a guest). The server render provides the first answer. */
export const useSession = typeof window === 'undefined' ? useServerSession : useBrowserSession;

/** Logout clears the user and the liked set and goes to login, even if the call fails. */
export function useLogout() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useCallback(async () => {
    try {
      await api(authOps.logout);
    } catch (error) {
      console.error('Logout failed; clearing the session anyway', error);
    }
    queryClient.setQueryData(PROFILE_QUERY_KEY, null);
    queryClient.removeQueries({ predicate: (q) => q.queryKey[0] !== 'profile' && q.queryKey[0] !== 'countries' });
    await navigate('/auth/login', { replace: true });
  }, [navigate, queryClient]);
}
