import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useId, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from '../../lib/i18n/use-translation';
import {
  bannerAdSchema,
  blazingDealSchema,
  type AdKind,
  type AdListingOption,
  type BlazingDealInput,
} from '@estate/shared';
import { api, ApiRequestError, type BodyOf } from '../../lib/api/api-client';
import { useFormat } from '../../lib/i18n/use-format';
import { useLocale } from '../../lib/i18n/use-locale';
import { adsErrorKey, adsKeys, creditOps, fetchPackages, uploadImage } from './credits-api';
import type { Notice } from './ad-list';
import { FieldError } from '../../ui/form/field';
import { fieldErrorsOf, type FieldErrors } from '../../ui/form/field-errors';

/** Field keys a server refusal carries, if any. */
export function serverFieldErrors(error: unknown): FieldErrors {
  return error instanceof ApiRequestError ? error.fields : {};
}

/** A package picker for one kind of ad: name, days and credits. */
function PackageSelect({ kind, id, error }: { kind: AdKind; id: string; error?: string }) {
  const { t } = useTranslation();
  const { number } = useFormat();
  const locale = useLocale();
  const packages = useQuery({ queryKey: adsKeys.packages(kind), queryFn: () => fetchPackages(kind) });
  return (
    <div className="field">
      <label htmlFor={id}>{t('ads.banner.package')}</label>
      <select
        id={id}
        name="package_id"
        className="input"
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
      >
        {packages.data?.map((p) => (
          <option key={p.id} value={p.id}>
            {locale === 'ar' ? p.name_ar : p.name} —{' '}
            {t('ads.credits.amount', { count: p.credits, formatted: number(p.credits) })}
          </option>
        ))}
      </select>
      <FieldError id={`${id}-error`} error={error} />
    </div>
  );
}

/** The banner fields checked before the image is uploaded. */
const bannerFields = bannerAdSchema.omit({ image: true });

/** "New banner ad": package, title, description, image, mobile or desktop, link. */
export function BannerForm({ onNotice }: { onNotice: (n: Notice) => void }) {
  const { t, tDynamic } = useTranslation();
  const { date } = useFormat();
  const id = useId();
  const queryClient = useQueryClient();
  const [errors, setErrors] = useState<FieldErrors>({});
  const formRef = useRef<HTMLFormElement>(null);

  const buy = useMutation({
    mutationFn: async ({ form, file }: { form: Record<string, unknown>; file: File }) => {
      const upload = await uploadImage('ad_image', file).catch((error: unknown) => {
        throw Object.assign(new Error('upload'), { cause: error, field: 'image' });
      });
      // The form's fields; the server checks them.
      return api(creditOps.banner, { body: { ...form, image: upload.id } as BodyOf<typeof creditOps.banner> });
    },
    onSuccess: async (answer) => {
      onNotice({ ok: true, text: t('ads.banner.added', { date: date(answer.ad.ends_at) }) });
      setErrors({});
      formRef.current?.reset();
      await queryClient.invalidateQueries({ queryKey: adsKeys.all });
    },
    onError: (error: Error & { field?: string }) => {
      if (error.field === 'image') {
        setErrors({ image: adsErrorKey(error.cause, 'ads.errors.image_invalid') });
        return onNotice({ ok: false, text: t('ads.banner.failed') });
      }
      const fields = serverFieldErrors(error);
      if (Object.keys(fields).length) setErrors(fields);
      onNotice({ ok: false, text: `${t('ads.banner.failed')} ${tDynamic(adsErrorKey(error, 'ads.errors.network'))}` });
    },
  });

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    onNotice(undefined);
    const data = new FormData(event.currentTarget);
    const file = data.get('image');
    const form = {
      package_id: data.get('package_id'),
      title: data.get('title'),
      description: data.get('description'),
      title_ar: data.get('title_ar'),
      description_ar: data.get('description_ar'),
      is_mobile: data.get('is_mobile') === 'on',
      link: data.get('link'),
    };
    const hasFile = file instanceof File && file.size > 0;
    const parsed = bannerFields.safeParse(form);
    const found = parsed.success ? {} : fieldErrorsOf(parsed.error, null);
    if (!hasFile) found.image = 'ads.errors.image_required';
    setErrors(found);
    if (Object.keys(found).length) return;
    buy.mutate({ form: parsed.data!, file: file as File });
  };

  return (
    <form ref={formRef} className="ads-form" onSubmit={onSubmit} noValidate aria-labelledby={`${id}-title`}>
      <h4 id={`${id}-title`}>{t('ads.banner.new')}</h4>
      <PackageSelect kind="banner" id={`${id}-package`} error={errors.package_id} />
      <div className="field">
        <label htmlFor={`${id}-btitle`}>{t('ads.banner.title')}</label>
        <input
          id={`${id}-btitle`}
          name="title"
          className="input"
          maxLength={80}
          aria-invalid={errors.title ? true : undefined}
          aria-describedby={errors.title ? `${id}-btitle-error` : undefined}
        />
        <FieldError id={`${id}-btitle-error`} error={errors.title} />
      </div>
      <div className="field">
        <label htmlFor={`${id}-bdesc`}>{t('ads.banner.description')}</label>
        <input id={`${id}-bdesc`} name="description" className="input" maxLength={200} />
        <FieldError id={`${id}-bdesc-error`} error={errors.description} />
      </div>
      <div className="field">
        <label htmlFor={`${id}-btitle-ar`}>{t('ads.banner.title_ar')}</label>
        <input
          id={`${id}-btitle-ar`}
          name="title_ar"
          className="input"
          dir="rtl"
          lang="ar"
          maxLength={80}
          aria-invalid={errors.title_ar ? true : undefined}
          aria-describedby={`${id}-arabic-hint${errors.title_ar ? ` ${id}-btitle-ar-error` : ''}`}
        />
        <FieldError id={`${id}-btitle-ar-error`} error={errors.title_ar} />
      </div>
      <div className="field">
        <label htmlFor={`${id}-bdesc-ar`}>{t('ads.banner.description_ar')}</label>
        <input
          id={`${id}-bdesc-ar`}
          name="description_ar"
          className="input"
          dir="rtl"
          lang="ar"
          maxLength={200}
          aria-describedby={`${id}-arabic-hint`}
        />
        <FieldError id={`${id}-bdesc-ar-error`} error={errors.description_ar} />
        <p id={`${id}-arabic-hint`} className="field__hint">
          {t('ads.banner.arabic_hint')}
        </p>
      </div>
      <div className="field">
        <label htmlFor={`${id}-image`}>{t('ads.banner.image')}</label>
        <input
          id={`${id}-image`}
          name="image"
          type="file"
          accept="image/jpeg,image/png"
          aria-invalid={errors.image ? true : undefined}
          aria-describedby={`${id}-image-hint${errors.image ? ` ${id}-image-error` : ''}`}
        />
        <p className="field__hint" id={`${id}-image-hint`}>
          {t('ads.banner.image_hint')}
        </p>
        <FieldError id={`${id}-image-error`} error={errors.image} />
      </div>
      <div className="field field--checkbox">
        <input id={`${id}-mobile`} name="is_mobile" type="checkbox" />
        <label htmlFor={`${id}-mobile`}>{t('ads.banner.is_mobile')}</label>
      </div>
      <div className="field">
        <label htmlFor={`${id}-link`}>{t('ads.banner.link')}</label>
        <input
          id={`${id}-link`}
          name="link"
          className="input"
          dir="ltr"
          inputMode="url"
          placeholder="/properties?city=Lahore"
          aria-invalid={errors.link ? true : undefined}
          aria-describedby={`${id}-link-hint${errors.link ? ` ${id}-link-error` : ''}`}
        />
        <p className="field__hint" id={`${id}-link-hint`}>
          {t('ads.banner.link_hint')}
        </p>
        <FieldError id={`${id}-link-error`} error={errors.link} />
      </div>
      <button type="submit" className="button" disabled={buy.isPending}>
        {t('ads.banner.submit')}
      </button>
    </form>
  );
}

/** "New blazing deal": one of the user's live listings without a running deal, and a package. */
export function BlazingForm({ listings, onNotice }: { listings: AdListingOption[]; onNotice: (n: Notice) => void }) {
  const { t, tDynamic } = useTranslation();
  const { date } = useFormat();
  const id = useId();
  const queryClient = useQueryClient();
  const [errors, setErrors] = useState<FieldErrors>({});
  const choices = listings.filter((l) => !l.has_deal);

  const buy = useMutation({
    mutationFn: (body: BlazingDealInput) => api(creditOps.blazing, { body }),
    onSuccess: async (answer) => {
      onNotice({ ok: true, text: t('ads.blazing.added', { date: date(answer.ad.ends_at) }) });
      await queryClient.invalidateQueries({ queryKey: adsKeys.all });
    },
    onError: (error) => {
      setErrors(serverFieldErrors(error));
      onNotice({ ok: false, text: `${t('ads.blazing.failed')} ${tDynamic(adsErrorKey(error, 'ads.errors.network'))}` });
    },
  });

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    onNotice(undefined);
    const data = new FormData(event.currentTarget);
    const parsed = blazingDealSchema.safeParse({
      property_id: data.get('property_id'),
      package_id: data.get('package_id'),
    });
    if (!parsed.success) return setErrors(fieldErrorsOf(parsed.error, null));
    setErrors({});
    buy.mutate(parsed.data);
  };

  return (
    <form className="ads-form" onSubmit={onSubmit} noValidate aria-labelledby={`${id}-title`}>
      <h4 id={`${id}-title`}>{t('ads.blazing.new')}</h4>
      {choices.length === 0 ? (
        <p className="muted">{t('ads.blazing.no_listings')}</p>
      ) : (
        <>
          <div className="field">
            <label htmlFor={`${id}-listing`}>{t('ads.blazing.listing')}</label>
            <select
              id={`${id}-listing`}
              name="property_id"
              className="input"
              aria-invalid={errors.property_id ? true : undefined}
            >
              {choices.map((l) => (
                <option key={l.id} value={l.id}>
                  {l.title}
                </option>
              ))}
            </select>
            <FieldError id={`${id}-listing-error`} error={errors.property_id} />
          </div>
          <PackageSelect kind="blazing" id={`${id}-package`} error={errors.package_id} />
          <button type="submit" className="button" disabled={buy.isPending}>
            {t('ads.blazing.submit')}
          </button>
        </>
      )}
    </form>
  );
}
