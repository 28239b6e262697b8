import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useId, useState, type ChangeEvent } from 'react';
import { useTranslation } from '../../lib/i18n/use-translation';
import { Link, useNavigate } from '../../lib/link';
import {
  COUNTRY_CURRENCY,
  CURRENCIES,
  IMAGE_UPLOAD_RULES,
  SERVICE_MAX_PHOTOS,
  SERVICE_PRICE_UNITS,
  serviceOfferInputSchema,
  tradesFor,
  type Profile,
  type ResponsiveImage,
  type ServiceDetail,
  type UploadedFile,
} from '@estate/shared';
import { ApiRequestError } from '../../lib/api/api-client';
import { apiErrorsOf } from '../../ui/form/field-errors';
import { textOf } from '../../ui/form/form-values';
import { useZodForm } from '../../ui/form/use-zod-form';
import { createOffer, serviceKeys, updateOffer } from './services-api';
import { describedBy, Field, InputField } from '../../ui/form/field';
import './services.css';

type OfferInput = ReturnType<typeof serviceOfferInputSchema.parse>;

interface Photo {
  id: string;
  image: ResponsiveImage;
}

async function uploadPhoto(file: File): Promise<UploadedFile> {
  const form = new FormData();
  form.append('file', file, file.name);
  const response = await fetch('/api/uploads/service_photo/', {
    method: 'POST',
    credentials: 'include',
    headers: { Accept: 'application/json' },
    body: form,
  });
  const body = await response.json().catch(() => undefined);
  if (!response.ok) throw new ApiRequestError(response.status, body);
  return body as UploadedFile;
}

export interface EditorProps {
  user: Profile;
  offer: ServiceDetail | null;
  countries: { code: string; name: string }[];
  cities: { city: string; country: string; name: string }[];
}

/** Create or edit a service offer, with photo uploads (`/services-list/new`, `?edit=<id>`). */
export function OfferEditor({ user, offer, countries, cities }: EditorProps) {
  const { t, tDynamic } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const id = useId();
  const trades = tradesFor(user.type);
  const [country, setCountry] = useState(offer?.country ?? countries[0]?.code ?? 'PK');
  const [currency, setCurrency] = useState(offer?.currency ?? COUNTRY_CURRENCY[country] ?? 'PKR');
  const [photos, setPhotos] = useState<Photo[]>(
    offer ? offer.photos.map((image, i) => ({ id: offer.photo_ids?.[i] ?? '', image })).filter((p) => p.id) : [],
  );
  const [uploading, setUploading] = useState(0);
  const { form, errorOf, register, formError, showFailure, onSubmit } = useZodForm<OfferInput>({
    schema: serviceOfferInputSchema,
    read: (values) => ({
      trade: textOf(values, 'trade'),
      title: textOf(values, 'title'),
      description: textOf(values, 'description'),
      country,
      city: textOf(values, 'city'),
      area_served: textOf(values, 'area_served'),
      price_from: textOf(values, 'price_from'),
      currency,
      price_unit: textOf(values, 'price_unit'),
      photos: photos.map((p) => p.id),
    }),
  });
  const countryChoices = countries.some((c) => c.code === country)
    ? countries
    : [{ code: country, name: country }, ...countries];

  const save = useMutation({
    mutationFn: (body: OfferInput) => (offer ? updateOffer(offer.id, body) : createOffer(body)),
    onSuccess: (saved) => {
      void queryClient.invalidateQueries({ queryKey: serviceKeys.all });
      void navigate(`/services-list/${saved.slug}`);
    },
    onError: (error) => {
      const failure = apiErrorsOf(error, 'auth.errors.generic', { forbidden: 'services.editor.not_allowed' });
      showFailure({ fields: failure.fields, formKey: failure.form });
    },
  });

  if (!trades.length && !offer) {
    return (
      <div className="container svc-editor">
        <h1>{t('services.editor.title_new')}</h1>
        <p className="notice">{t('services.editor.not_allowed')}</p>
        <Link to="/services-list" className="button">
          {t('services.tab.browse')}
        </Link>
      </div>
    );
  }

  const onFiles = async (event: ChangeEvent<HTMLInputElement>) => {
    const files = [...(event.target.files ?? [])].slice(0, SERVICE_MAX_PHOTOS - photos.length);
    event.target.value = '';
    setUploading((n) => n + files.length);
    for (const file of files) {
      try {
        const uploaded = await uploadPhoto(file);
        if (uploaded.image) setPhotos((list) => [...list, { id: uploaded.id, image: uploaded.image! }]);
      } catch {
        form.setError('photos', { type: 'upload', message: 'services.editor.upload_failed' });
      } finally {
        setUploading((n) => n - 1);
      }
    }
  };

  const tradeChoices = offer && !trades.includes(offer.trade) ? [offer.trade, ...trades] : trades;
  const rule = IMAGE_UPLOAD_RULES.service_photo;
  return (
    <div className="container svc-editor">
      <h1>{offer ? t('services.editor.title_edit') : t('services.editor.title_new')}</h1>
      <p className="lead">{t('services.editor.lead')}</p>
      <form
        className="svc-form panel"
        onSubmit={(e) => void onSubmit((data) => save.mutate(data))(e)}
        noValidate
        data-testid="offer-editor"
      >
        {formError && (
          <p className="form-error" role="alert">
            {tDynamic(formError)}
          </p>
        )}
        <Field id={`${id}-trade`} label={t('services.editor.trade')} error={errorOf('trade')}>
          <select
            id={`${id}-trade`}
            {...register('trade')}
            className="input"
            defaultValue={offer?.trade ?? ''}
            aria-invalid={!!errorOf('trade')}
            aria-describedby={describedBy(`${id}-trade`, errorOf('trade'))}
          >
            <option value="">{t('services.editor.choose_trade')}</option>
            {tradeChoices.map((trade) => (
              <option key={trade} value={trade}>
                {t(`services.trades.${trade}`)}
              </option>
            ))}
          </select>
        </Field>
        <InputField
          id={`${id}-title`}
          label={t('services.editor.title')}
          error={errorOf('title')}
          {...register('title')}
          maxLength={120}
          defaultValue={offer?.title}
          placeholder={t('services.editor.title_placeholder')}
        />
        <Field
          id={`${id}-description`}
          label={t('services.editor.description')}
          error={errorOf('description')}
          hint={t('services.editor.description_hint')}
        >
          <textarea
            id={`${id}-description`}
            {...register('description')}
            className="input"
            rows={6}
            maxLength={5000}
            defaultValue={offer?.description}
            aria-invalid={!!errorOf('description')}
            aria-describedby={describedBy(`${id}-description`, errorOf('description'), true)}
          />
        </Field>
        <div className="svc-form__row">
          <Field id={`${id}-country`} label={t('services.editor.country')} error={errorOf('country')}>
            <select
              id={`${id}-country`}
              className="input"
              value={country}
              onChange={(event) => {
                setCountry(event.target.value);
                setCurrency(COUNTRY_CURRENCY[event.target.value] ?? currency);
              }}
            >
              {countryChoices.map((c) => (
                <option key={c.code} value={c.code}>
                  {c.name}
                </option>
              ))}
            </select>
          </Field>
          <Field id={`${id}-city`} label={t('services.editor.city')} error={errorOf('city')}>
            <input
              id={`${id}-city`}
              {...register('city')}
              className="input"
              list={`${id}-cities`}
              defaultValue={offer?.city}
              autoComplete="off"
              aria-invalid={!!errorOf('city')}
              aria-describedby={describedBy(`${id}-city`, errorOf('city'))}
            />
            <datalist id={`${id}-cities`}>
              {cities
                .filter((c) => c.country === country)
                .map((c) => (
                  <option key={c.city} value={c.city}>
                    {c.name}
                  </option>
                ))}
            </datalist>
          </Field>
        </div>
        <InputField
          id={`${id}-area`}
          label={t('services.editor.area_served')}
          error={errorOf('area_served')}
          {...register('area_served')}
          maxLength={200}
          defaultValue={offer?.area_served}
          placeholder={t('services.editor.area_placeholder')}
        />
        <div className="svc-form__row svc-form__row--3">
          <InputField
            id={`${id}-price`}
            label={t('services.editor.price_from')}
            error={errorOf('price_from')}
            {...register('price_from')}
            type="number"
            min="0"
            step="any"
            inputMode="decimal"
            defaultValue={offer?.price_from ?? ''}
          />
          <Field id={`${id}-currency`} label={t('services.editor.currency')} error={errorOf('currency')}>
            <select
              id={`${id}-currency`}
              className="input"
              value={currency}
              onChange={(e) => setCurrency(e.target.value)}
            >
              {CURRENCIES.map((c) => (
                <option key={c} value={c}>
                  {c}
                </option>
              ))}
            </select>
          </Field>
          <Field id={`${id}-unit`} label={t('services.editor.price_unit')} error={errorOf('price_unit')}>
            <select
              id={`${id}-unit`}
              {...register('price_unit')}
              className="input"
              defaultValue={offer?.price_unit ?? 'job'}
            >
              {SERVICE_PRICE_UNITS.map((u) => (
                <option key={u} value={u}>
                  {t(`services.price_units.${u}`)}
                </option>
              ))}
            </select>
          </Field>
        </div>
        <fieldset className="svc-photos" aria-describedby={`${id}-photos-hint`}>
          <legend>{t('services.editor.photos')}</legend>
          <p className="field__hint" id={`${id}-photos-hint`}>
            {t('services.editor.photos_hint')}
          </p>
          {photos.length > 0 && (
            <ul className="svc-photos__list">
              {photos.map((photo, i) => (
                <li key={photo.id}>
                  <img src={photo.image.thumb.url} width={120} height={80} alt="" />
                  <button
                    type="button"
                    className="svc-photos__remove"
                    aria-label={t('services.editor.remove_photo', { n: i + 1 })}
                    onClick={() => setPhotos((list) => list.filter((p) => p.id !== photo.id))}
                  >
                    ×
                  </button>
                </li>
              ))}
            </ul>
          )}
          {photos.length < SERVICE_MAX_PHOTOS && (
            <label className="button button--ghost svc-photos__add">
              {uploading ? t('services.editor.uploading') : t('services.editor.add_photos')}
              <input
                type="file"
                accept={rule.accept}
                multiple
                className="visually-hidden"
                onChange={(e) => void onFiles(e)}
              />
            </label>
          )}
          {errorOf('photos') && (
            <p className="field__error" role="alert">
              {tDynamic(errorOf('photos')!)}
            </p>
          )}
        </fieldset>
        <div className="svc-row-actions">
          <button type="submit" className="button" disabled={save.isPending || uploading > 0}>
            {save.isPending
              ? t('services.editor.saving')
              : offer
                ? t('services.editor.save_edit')
                : t('services.editor.save_new')}
          </button>
          <Link to="/dashboard?tab=services" className="button button--ghost">
            {t('services.editor.cancel')}
          </Link>
        </div>
      </form>
    </div>
  );
}
