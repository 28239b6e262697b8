import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useId, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from '../../lib/i18n/use-translation';
import { awardSchema, AWARD_DESCRIPTION_MAX, AWARD_TITLE_MAX, type Award } from '@estate/shared';
import { api, type BodyOf } from '../../lib/api/api-client';
import { useFormat } from '../../lib/i18n/use-format';
import { NoticeLine, type Notice } from './ad-list';
import { serverFieldErrors } from './ad-forms';
import { FieldError } from '../../ui/form/field';
import { fieldErrorsOf } from '../../ui/form/field-errors';
import { adsErrorKey, adsKeys, creditOps, fetchAwards, uploadImage } from './credits-api';
import { ConfirmDialog } from '../../ui/confirm-dialog';
import { isolate } from '../../ui/bidi';

/** Awards: the user's achievements (shown on their public profile), added and deleted here. */
export function AwardSection() {
  const { t, tDynamic } = useTranslation();
  const { date } = useFormat();
  const id = useId();
  const queryClient = useQueryClient();
  const awards = useQuery({ queryKey: adsKeys.awards, queryFn: fetchAwards });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [notice, setNotice] = useState<Notice>();
  const [deleting, setDeleting] = useState<Award>();
  const today = new Date().toISOString().slice(0, 10);
  const formRef = useRef<HTMLFormElement>(null);

  const add = useMutation({
    mutationFn: async ({ form, file }: { form: Record<string, unknown>; file?: File }) => {
      const upload = file ? await uploadImage('award_image', file) : undefined;
      // The form's fields; the server checks them.
      return api(creditOps.award, { body: { ...form, image: upload?.id } as BodyOf<typeof creditOps.award> });
    },
    onSuccess: async () => {
      formRef.current?.reset();
      setNotice({ ok: true, text: t('ads.awards.added') });
      await queryClient.invalidateQueries({ queryKey: adsKeys.awards });
    },
    onError: (error) => {
      setErrors(serverFieldErrors(error));
      setNotice({
        ok: false,
        text: `${t('ads.awards.add_failed')} ${tDynamic(adsErrorKey(error, 'ads.errors.network'))}`,
      });
    },
  });

  const remove = useMutation({
    mutationFn: (award: Award) => api(creditOps.removeAward, { params: { id: award.id } }),
    onSuccess: async () => {
      setNotice({ ok: true, text: t('ads.awards.deleted') });
      await queryClient.invalidateQueries({ queryKey: adsKeys.awards });
    },
    onError: () => setNotice({ ok: false, text: t('ads.awards.delete_failed') }),
  });

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setNotice(undefined);
    const data = new FormData(event.currentTarget);
    const file = data.get('image');
    const parsed = awardSchema.omit({ image: true }).safeParse({
      title: data.get('title'),
      description: data.get('description'),
      date: data.get('date'),
    });
    if (!parsed.success) return setErrors(fieldErrorsOf(parsed.error, null));
    setErrors({});
    add.mutate({ form: parsed.data, file: file instanceof File && file.size > 0 ? file : undefined });
  };

  return (
    <section className="ads-section" aria-labelledby={`${id}-heading`} data-testid="awards-section">
      <h3 id={`${id}-heading`}>{t('ads.tab.awards')}</h3>
      <p className="muted">{t('ads.tab.awards_lead')}</p>
      <NoticeLine notice={notice} />
      {awards.isError && (
        <p className="field__error" role="alert">
          {t('ads.tab.load_failed')}{' '}
          <button type="button" className="link-button" onClick={() => void awards.refetch()}>
            {t('ads.tab.retry')}
          </button>
        </p>
      )}
      {awards.data?.length === 0 && <p className="muted">{t('ads.tab.awards_empty')}</p>}
      {awards.data && awards.data.length > 0 && (
        <ul className="award-list">
          {awards.data.map((award) => (
            <li key={award.id} className="award-card" data-testid="award-item">
              {award.image ? (
                <img src={award.image.thumb.url} alt="" width={72} height={72} className="award-card__image" />
              ) : (
                <span className="award-card__image award-card__image--none" aria-hidden="true">
                  🏆
                </span>
              )}
              <div className="award-card__body">
                <p className="award-card__title" dir="auto">
                  {award.title}
                </p>
                <p className="muted award-card__date">
                  <time dateTime={award.date}>{date(award.date)}</time>
                </p>
                {award.description && (
                  <p className="award-card__description" dir="auto">
                    {award.description}
                  </p>
                )}
              </div>
              <button
                type="button"
                className="button button--danger-ghost"
                aria-label={t('ads.awards.delete_label', { title: award.title })}
                disabled={remove.isPending}
                onClick={() => {
                  setNotice(undefined);
                  setDeleting(award);
                }}
              >
                {t('ads.awards.delete')}
              </button>
            </li>
          ))}
        </ul>
      )}
      {deleting && (
        <ConfirmDialog
          title={t('ads.awards.delete_confirm', { title: isolate(deleting.title) })}
          confirmLabel={t('ads.awards.delete')}
          onConfirm={() => remove.mutate(deleting)}
          onCancel={() => setDeleting(undefined)}
        />
      )}
      <form ref={formRef} className="ads-form" onSubmit={onSubmit} noValidate aria-labelledby={`${id}-new`}>
        <h4 id={`${id}-new`}>{t('ads.awards.new')}</h4>
        <div className="field">
          <label htmlFor={`${id}-title`}>{t('ads.awards.title')}</label>
          <input
            id={`${id}-title`}
            name="title"
            className="input"
            maxLength={AWARD_TITLE_MAX}
            aria-invalid={errors.title ? true : undefined}
            aria-describedby={errors.title ? `${id}-title-error` : undefined}
          />
          <FieldError id={`${id}-title-error`} error={errors.title} />
        </div>
        <div className="field">
          <label htmlFor={`${id}-date`}>{t('ads.awards.date')}</label>
          <input
            id={`${id}-date`}
            name="date"
            type="date"
            className="input"
            max={today}
            defaultValue={today}
            aria-invalid={errors.date ? true : undefined}
            aria-describedby={errors.date ? `${id}-date-error` : undefined}
          />
          <FieldError id={`${id}-date-error`} error={errors.date} />
        </div>
        <div className="field">
          <label htmlFor={`${id}-description`}>{t('ads.awards.description')}</label>
          <textarea
            id={`${id}-description`}
            name="description"
            className="input"
            rows={3}
            maxLength={AWARD_DESCRIPTION_MAX}
            aria-invalid={errors.description ? true : undefined}
          />
          <FieldError id={`${id}-description-error`} error={errors.description} />
        </div>
        <div className="field">
          <label htmlFor={`${id}-image`}>{t('ads.awards.image')}</label>
          <input
            id={`${id}-image`}
            name="image"
            type="file"
            accept="image/jpeg,image/png"
            aria-describedby={`${id}-image-hint`}
          />
          <p className="field__hint" id={`${id}-image-hint`}>
            {t('ads.awards.image_hint')}
          </p>
          <FieldError id={`${id}-image-error`} error={errors.image} />
        </div>
        <button type="submit" className="button" disabled={add.isPending}>
          {add.isPending ? t('ads.awards.adding') : t('ads.awards.submit')}
        </button>
      </form>
    </section>
  );
}
