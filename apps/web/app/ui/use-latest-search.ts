import { useCallback, useContext } from 'react';
import { UNSAFE_DataRouterContext as DataRouterContext } from 'react-router';

/**
 * The query string the page is on its way to, read at the moment of the call: the search of a
 * navigation to this path still under way (a chip removed, a filter chosen), else the address bar's.
 * A write that starts from the address the page *had* (the map's box after a move) would undo such
 * a navigation. `useNavigation()` cannot tell: its state reaches React in a transition, so a timer
 * that fires between the click and the next render would still see "idle". The router's own state
 * is updated in the click's task.
 */
export function useLatestSearch(): () => string {
  const router = useContext(DataRouterContext)?.router;
  return useCallback(() => {
    const pending = router?.state.navigation.location;
    if (pending && pending.pathname === window.location.pathname) return pending.search;
    return window.location.search;
  }, [router]);
}
