/**
 * The dashboard feed of new listings and blog posts by the authors the user follows.
 * Owned by the community feature; placeholder renders nothing.
 */
export function FollowingFeed() {
  return null;
}
