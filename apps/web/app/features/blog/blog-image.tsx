import type { ResponsiveImage } from '@estate/shared';

const srcSet = (image: ResponsiveImage) =>
  [image.thumb, image.card, image.full].map((v) => `${v.url} ${v.width}w`).join(', ');

/** A post's featured image at the width it is shown, or a quiet placeholder. */
export function BlogImage({
  image,
  sizes,
  eager = false,
  className,
}: {
  image: ResponsiveImage | null;
  sizes: string;
  eager?: boolean;
  className?: string;
}) {
  if (!image) {
    return (
      <div className={`blog-image blog-image--empty ${className ?? ''}`} aria-hidden="true">
        <svg viewBox="0 0 24 24" width="40" height="40">
          <path
            d="M4 5h16v14H4zM4 15l4-4 4 4 3-3 5 5M15 9.5a1.5 1.5 0 1 0 0-.01"
            fill="none"
            stroke="currentColor"
            strokeWidth="1.5"
          />
        </svg>
      </div>
    );
  }
  return (
    <img
      className={`blog-image ${className ?? ''}`}
      src={image.card.url}
      srcSet={srcSet(image)}
      sizes={sizes}
      width={image.card.width}
      height={image.card.height}
      alt=""
      loading={eager ? 'eager' : 'lazy'}
      decoding="async"
      {...(eager ? { fetchPriority: 'high' as const } : {})}
    />
  );
}
