import { resolveProfilePicture } from '@estate/shared';

/** A user's picture by the spec's rule (http as is, else API host prefix, else the default avatar). */
export function UserAvatar({ src, name, size = 36 }: { src: string | null; name: string; size?: number }) {
  return (
    <img
      className="avatar"
      src={resolveProfilePicture(src)}
      alt={name}
      width={size}
      height={size}
      loading="lazy"
      decoding="async"
    />
  );
}
