import type { ReactNode } from 'react';
import { useTranslation } from '../../lib/i18n/use-translation';
import { floorsLabelKey, LISTING_STEPS, type Currency } from '@estate/shared';
import { useCountries } from '../../lib/geo/geo-queries';
import { useFormat } from '../../lib/i18n/use-format';
import { useLocale } from '../../lib/i18n/use-locale';
import { doneUploads, type MediaState, type WizardValues } from './wizard-types';
import { CurrencyNotice } from './currency-notice';
import { secondLanguageOf } from './second-language';

function Section({
  step,
  title,
  onEdit,
  children,
}: {
  step: number;
  title: string;
  onEdit: (step: number) => void;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <section className="wz-review__section" aria-labelledby={`wz-review-${step}`}>
      <div className="wz-review__head">
        <h3 id={`wz-review-${step}`}>{title}</h3>
        <button
          type="button"
          className="link-button"
          onClick={() => onEdit(step)}
          aria-label={t('wizard.review.edit_section', { section: title })}
        >
          {t('wizard.review.edit')}
        </button>
      </div>
      <dl className="details wz-review__list">{children}</dl>
    </section>
  );
}

function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <>
      <dt>{label}</dt>
      <dd>{children}</dd>
    </>
  );
}

/** Step 5: everything at a glance, each part with a link back to its step. */
export function StepReview({
  values,
  media,
  onEdit,
  update,
}: {
  values: WizardValues;
  media: MediaState;
  onEdit: (step: number) => void;
  update: (change: Partial<WizardValues>) => void;
}) {
  const { t, tDynamic } = useTranslation();
  const format = useFormat();
  const locale = useLocale();
  const second = secondLanguageOf(values.title, locale);
  const countries = useCountries(locale, true);
  const none = t('wizard.review.none');
  const stepTitle = (i: number) => t(`wizard.steps.${LISTING_STEPS[i]!.key}`);
  const cover = doneUploads(media.featured).at(-1);
  const gallery = doneUploads(media.gallery);
  const videos = doneUploads(media.video);
  const plans = doneUploads(media.floor_plan);
  const price = Number(values.price.replace(/,/g, ''));
  const country = countries.data?.find((c) => c.iso2 === values.country);

  return (
    <div className="wz-review">
      <div className="wz-review__cover">
        {cover?.image ? (
          <img
            src={cover.image.card.url}
            alt={t('wizard.review.cover_alt')}
            width={cover.image.card.width}
            height={cover.image.card.height}
          />
        ) : (
          <div className="wz-review__no-cover">{t('wizard.review.no_cover')}</div>
        )}
        <div>
          <p className="wz-review__title">{values.title || none}</p>
          <p className="wz-review__price">
            {Number.isFinite(price) && price > 0 ? format.price(price, values.currency as Currency) : none}
            {values.purpose === 'rent' && values.rent_frequency && (
              <span className="muted"> {tDynamic(`listing.rent_frequency.${values.rent_frequency}`)}</span>
            )}
          </p>
          <p className="muted">
            {[values.city, country?.name ?? values.country].filter(Boolean).join(locale === 'ar' ? '، ' : ', ')}
          </p>
        </div>
      </div>

      <CurrencyNotice values={values} update={update} goTo={onEdit} />

      <Section step={0} title={stepTitle(0)} onEdit={onEdit}>
        <Row label={t('listing.purpose_label')}>
          {values.purpose ? tDynamic(`listing.purpose.${values.purpose}`) : none}
        </Row>
        <Row label={t('listing.area_type_label')}>
          {values.area_type ? tDynamic(`listing.area_type.${values.area_type}`) : none}
        </Row>
        <Row label={t('listing.property_type_label')}>
          {values.property_type ? tDynamic(`listing.property_type.${values.property_type}`) : none}
        </Row>
      </Section>

      <Section step={1} title={stepTitle(1)} onEdit={onEdit}>
        <Row label={t('listing.title')}>{values.title || none}</Row>
        <Row label={t('listing.description')}>
          <span className="wz-review__text">{values.description || none}</span>
        </Row>
        {values.title_translation && (
          <Row label={t(`wizard.second_language.title_label_${second}`)}>
            <span lang={second}>{values.title_translation}</span>
          </Row>
        )}
        {values.description_translation && (
          <Row label={t(`wizard.second_language.description_label_${second}`)}>
            <span className="wz-review__text" lang={second}>
              {values.description_translation}
            </span>
          </Row>
        )}
        <Row label={t('listing.bedrooms')}>{values.bedrooms || none}</Row>
        <Row label={t('listing.bathrooms')}>{values.bathrooms || none}</Row>
        <Row label={t(floorsLabelKey(values.property_type))}>{values.floors || none}</Row>
        <Row label={t('listing.area')}>
          {values.area_size && values.area_unit
            ? `${format.number(Number(values.area_size))} ${tDynamic(`listing.area_unit.${values.area_unit}`)}`
            : none}
        </Row>
        <Row label={t('listing.amenities')}>
          {values.amenities.length
            ? values.amenities.map((a) => tDynamic(`listing.amenity.${a}`)).join(locale === 'ar' ? '، ' : ', ')
            : none}
        </Row>
      </Section>

      <Section step={2} title={stepTitle(2)} onEdit={onEdit}>
        <Row label={t('listing.country')}>{country ? `${country.emoji} ${country.name}` : values.country || none}</Row>
        <Row label={t('listing.city')}>{values.city || none}</Row>
        <Row label={t('listing.address')}>{values.address || none}</Row>
        <Row label={t('wizard.location.coordinates')}>
          {values.latitude && values.longitude ? (
            <bdi dir="ltr">{`${values.latitude}, ${values.longitude}`}</bdi>
          ) : (
            none
          )}
        </Row>
        <Row label={t('permits.wizard.review_title')}>
          {values.permit_number ? <bdi dir="ltr">{values.permit_number}</bdi> : t('permits.wizard.review_none')}
        </Row>
      </Section>

      <Section step={3} title={stepTitle(3)} onEdit={onEdit}>
        <Row label={t('wizard.media.featured')}>{cover ? <bdi>{cover.name}</bdi> : none}</Row>
        <Row label={t('wizard.media.gallery')}>
          {gallery.length ? (
            <ul className="wz-review__thumbs">
              {gallery.map((file) => (
                <li key={file.id}>
                  {file.image ? <img src={file.image.thumb.url} alt={file.name} width={64} height={48} /> : file.name}
                </li>
              ))}
            </ul>
          ) : (
            none
          )}
        </Row>
        <Row label={t('wizard.media.videos')}>{videos.length ? videos.map((f) => f.name).join(', ') : none}</Row>
        <Row label={t('wizard.media.floor_plans')}>{plans.length ? plans.map((f) => f.name).join(', ') : none}</Row>
        <Row label={t('wizard.media.youtube')}>
          {values.youtube_links.length ? (
            <ul className="wz-review__links">
              {values.youtube_links.map((link) => (
                <li key={link} dir="ltr">
                  {link}
                </li>
              ))}
            </ul>
          ) : (
            none
          )}
        </Row>
      </Section>
    </div>
  );
}
