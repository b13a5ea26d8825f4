import { useAuth } from '../lib/auth';
import { trpc } from '../lib/trpc';

/**
 * "E-mail me when it starts" on the Projects page: follow a project (double opt-in, `projects.follow`), the signed-in
 * grower's follows (`projects.following`, so each card shows where it stands) and stopping one.
 */
export function useProjectFollows() {
  const { status } = useAuth();
  const signedIn = status === 'signedIn';
  const utils = trpc.useUtils();
  const following = trpc.projects.following.useQuery(undefined, { enabled: signedIn, staleTime: 60_000 });
  const refresh = () => (signedIn ? utils.projects.following.invalidate() : Promise.resolve());
  const follow = trpc.projects.follow.useMutation({ onSuccess: refresh });
  const unfollow = trpc.projects.unfollow.useMutation({ onSuccess: refresh });
  return { signedIn, following: signedIn ? following.data : undefined, follow, unfollow };
}

/** Confirm a follow with the e-mailed link's token. */
export function useProjectFollowConfirm() {
  return trpc.projects.confirmFollow.useMutation();
}
