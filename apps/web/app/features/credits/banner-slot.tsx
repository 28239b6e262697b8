import { useQuery } from '../../lib/query/query';
import { useLocale } from '../../lib/i18n/use-locale';
import { useTranslation } from '../../lib/i18n/use-translation';
import { Link } from '../../lib/link';
import type { BannerAd } from '@estate/shared';
import { endpoint } from '@estate/shared/contracts/client';
import type * as ops from '@estate/shared/contracts/credits';
import { api } from '../../lib/api/api-client';
import { imageSrcSet } from '../../ui/listing/listing-card';
import './credits.css';

const activeBanners = endpoint<typeof ops.getAdsBannersActive>('GET', '/api/ads/banners/active/');
const fetchBanner = (mobile: boolean) =>
  api(activeBanners, { search: `mobile=${mobile ? 1 : 0}` }).then((a) => a.results[0] ?? null);

function Banner({ banner, variant }: { banner: BannerAd; variant: 'desktop' | 'mobile' | 'any' }) {
  const { t } = useTranslation();
  const arabic = useLocale() === 'ar' && Boolean(banner.title_ar);
  const title = arabic ? banner.title_ar : banner.title;
  // The Arabic description goes with the Arabic title; an English one would mix the languages.
  const description = arabic ? banner.description_ar : banner.description;
  const internal = banner.link.startsWith('/');
  const body = (
    <>
      {banner.image && (
        <img
          className="banner-ad__image"
          src={banner.image.card.url}
          srcSet={imageSrcSet(banner.image)}
          sizes="(max-width: 640px) calc(100vw - 32px), 1200px"
          width={banner.image.full.width}
          height={banner.image.full.height}
          alt=""
          loading="lazy"
          decoding="async"
        />
      )}
      <span className="banner-ad__text">
        <span className="banner-ad__label">{t('ads.sponsored')}</span>
        <strong className="banner-ad__title" dir="auto">
          {title}
        </strong>
        {description && (
          <span className="banner-ad__description" dir="auto">
            {description}
          </span>
        )}
      </span>
    </>
  );
  const className = `banner-ad banner-ad--${variant}`;
  return internal ? (
    <Link className={className} to={banner.link} data-testid="banner-ad">
      {body}
    </Link>
  ) : (
    <a className={className} href={banner.link} rel="sponsored noopener" target="_blank" data-testid="banner-ad">
      {body}
    </a>
  );
}

/**
 * A banner slot: one running banner picked by the server, the mobile variant on phones (CSS
 * media query; a desktop banner stands in when no mobile one runs). Loaded after the page, so it
 * renders nothing until there is something to show. Paid placement is always labelled.
 */
export function BannerSlot({ className }: { className?: string }) {
  const { t } = useTranslation();
  const desktop = useQuery({
    queryKey: ['ads', 'banner', 'desktop'],
    queryFn: () => fetchBanner(false),
    staleTime: 60_000,
  });
  const mobile = useQuery({
    queryKey: ['ads', 'banner', 'mobile'],
    queryFn: () => fetchBanner(true),
    staleTime: 60_000,
  });
  if (!desktop.data && !mobile.data) return null;
  return (
    <aside
      className={['container banner-slot', className].filter(Boolean).join(' ')}
      aria-label={t('ads.banner.slot_label')}
    >
      {desktop.data && mobile.data ? (
        <>
          <Banner banner={desktop.data} variant="desktop" />
          <Banner banner={mobile.data} variant="mobile" />
        </>
      ) : (
        <Banner banner={(desktop.data ?? mobile.data)!} variant="any" />
      )}
    </aside>
  );
}
