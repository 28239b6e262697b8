import { useCallback, useEffect, useMemo, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from '../../lib/i18n/use-translation';
import { Link, useNavigate } from '../../lib/link';
import { isYoutubeVideoUrl, LISTING_STEPS, PERMIT_FIELD_NAMES, UPLOAD_KINDS, type ListingDetail } from '@estate/shared';
import { api, type BodyOf, ApiRequestError } from '../../lib/api/api-client';
import { useSubmitKey } from './use-submit-key';
import { useFormat } from '../../lib/i18n/use-format';
import { clearDraft, draftKey, loadDraft, saveDraft } from './draft-storage';
import { StepDetails } from './step-details';
import { StepLocation } from './step-location';
import { StepMedia } from './step-media';
import type { StepProps } from './step-props';
import { StepReview } from './step-review';
import { StepType } from './step-type';
import { useWizardUploads } from './use-wizard-uploads';
import { focusField } from './wizard-fields';
import { firstStepWithError, stepOfField, validateAll, validateStep, type FieldErrors } from './wizard-validation';
import { applyChange, doneUploads, initialValues, withMarketCurrency, type WizardValues } from './wizard-types';
import { listingToWizard } from './edit-prefill';
import { FIELD_OF_KIND } from './media-section';
import { endpoint } from '@estate/shared/contracts/client';
import type * as ops from '@estate/shared/contracts/listings';
import { usePublishPauses, type PublishChoice } from './publish-pauses';
import './wizard.css';

const LAST = LISTING_STEPS.length - 1;
const createListing = endpoint<typeof ops.postProperties>('POST', '/api/properties/');
const updateListing = endpoint<typeof ops.patchPropertiesById>('PATCH', '/api/properties/:id/');
/** How long the success message stays before the new listing opens. */
const SUCCESS_PAUSE_MS = 2000;

/** Field order on each step, for focusing the first field with a problem. */
const FOCUS_ORDER: Record<number, string[]> = {
  0: ['purpose', 'area_type', 'property_type'],
  1: [...LISTING_STEPS[1].fields, 'area_size'],
  2: ['country', 'city', 'address', 'latitude', 'longitude', ...PERMIT_FIELD_NAMES],
  3: ['featured_image', 'gallery_images', 'videos', 'floor_plans', 'youtube_input', 'youtube_links'],
  4: [],
};

export interface ListingWizardProps {
  userId: number;
  countryCode: string;
  /** The listing being edited (owner only), or undefined for a new one. */
  editing?: ListingDetail;
}

export function ListingWizard({ userId, countryCode, editing }: ListingWizardProps) {
  const { t, tDynamic } = useTranslation();
  const format = useFormat();
  const navigate = useNavigate();
  const editId = editing ? String(editing.id) : null;
  const storageKey = draftKey(userId, editId);
  const prefill = useMemo(() => (editing ? listingToWizard(editing) : null), [editing]);
  const blank = useMemo(() => prefill?.values ?? initialValues(countryCode), [prefill, countryCode]);

  const [values, setValues] = useState<WizardValues>(blank);
  const [step, setStep] = useState(0);
  const [furthest, setFurthest] = useState(0);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [formError, setFormError] = useState<string>();
  const [restored, setRestored] = useState(false);
  const [ready, setReady] = useState(false);
  const [submitting, setSubmitting] = useState(false);
  const [created, setCreated] = useState<ListingDetail | null>(null);
  const uploads = useWizardUploads();
  const submitKey = useSubmitKey([values, uploads.media]);
  const { restore: restoreUploads, reset: resetUploads } = uploads;
  const headingRef = useRef<HTMLHeadingElement>(null);
  const pendingFocus = useRef<string | 'heading' | null>(null);

  // Restore a saved draft once in the browser (the server renders a fresh form).
  useEffect(() => {
    const draft = loadDraft(storageKey, blank);
    if (draft) {
      setValues(withMarketCurrency(draft.values));
      restoreUploads(draft.media);
      const savedStep = Math.min(Math.max(draft.step, 0), LAST);
      setStep(savedStep);
      setFurthest(savedStep);
      setRestored(true);
    } else if (prefill) {
      restoreUploads(prefill.media, true);
    }
    setReady(true);
  }, [storageKey, blank, prefill, restoreUploads]);

  // Save on every change; an untouched form leaves no draft behind.
  useEffect(() => {
    if (!ready || created) return;
    const media = {
      featured: doneUploads(uploads.media.featured),
      gallery: doneUploads(uploads.media.gallery),
      video: doneUploads(uploads.media.video),
      floor_plan: doneUploads(uploads.media.floor_plan),
    };
    const ids = (lists: Record<string, { id: string }[]>) =>
      Object.values(lists)
        .flat()
        .map((file) => file.id)
        .join();
    const untouched =
      step === 0 && JSON.stringify(values) === JSON.stringify(blank) && ids(media) === ids(prefill?.media ?? {});
    if (untouched) clearDraft(storageKey);
    else saveDraft(storageKey, { version: 1, values, media, step, savedAt: new Date().toISOString() });
  }, [ready, created, values, uploads.media, step, storageKey, blank, prefill]);

  // A file that arrives answers its field's problem ("Please add a featured image.").
  useEffect(() => {
    setErrors((prev) => {
      const solved = UPLOAD_KINDS.filter(
        (kind) => prev[FIELD_OF_KIND[kind]] && doneUploads(uploads.media[kind]).length,
      );
      if (!solved.length) return prev;
      const next = { ...prev };
      for (const kind of solved) delete next[FIELD_OF_KIND[kind]];
      return next;
    });
  }, [uploads.media]);

  // Focus after the step has rendered: the first field with a problem, or the step heading.
  useEffect(() => {
    const target = pendingFocus.current;
    if (!target) return;
    pendingFocus.current = null;
    if (target === 'heading') {
      headingRef.current?.focus();
      headingRef.current?.scrollIntoView({ block: 'nearest' });
    } else focusField(target);
  });

  const update = useCallback((change: Partial<WizardValues>) => {
    setValues((prev) => applyChange(prev, change));
    setErrors((prev) => {
      const names = [...Object.keys(change), ...('price_currency' in change ? ['price'] : [])];
      if (!names.some((n) => n in prev)) return prev;
      const next = { ...prev };
      for (const name of names) delete next[name];
      if ('area_unit' in change) delete next.area_size;
      // What a permit refusal named besides its field (the listing holding it, the digits).
      if (names.some((name) => name.startsWith('permit_'))) {
        delete next.permit_listing;
        delete next.permit_digits;
      }
      return next;
    });
  }, []);
  const set: StepProps['set'] = useCallback((name, value) => update({ [name]: value }), [update]);

  const showErrors = (found: FieldErrors, atStep: number) => {
    setErrors(found);
    const target = Math.min(atStep, firstStepWithError(found));
    setStep(target);
    // A problem no step shows (an unexpected field from the server) is said on the review step.
    if (target === LAST) setFormError(Object.values(found)[0]);
    const order = FOCUS_ORDER[target] ?? [];
    pendingFocus.current =
      order.find((name) => found[name]) ?? Object.keys(found).find((n) => stepOfField(n) === target) ?? 'heading';
  };

  const goTo = (target: number) => {
    setErrors({});
    setFormError(undefined);
    setStep(target);
    setFurthest((f) => Math.max(f, target));
    pendingFocus.current = 'heading';
  };

  const next = (event?: FormEvent) => {
    event?.preventDefault();
    setFormError(undefined);
    let current = values;
    if (LISTING_STEPS[step]!.key === 'media') {
      if (uploads.busy) return setFormError('wizard.media.wait_uploads');
      // A valid link typed but not added yet is added for the visitor.
      const link = values.youtube_input.trim();
      if (link && isYoutubeVideoUrl(link) && values.youtube_links.length < 5) {
        current = { ...values, youtube_links: [...new Set([...values.youtube_links, link])], youtube_input: '' };
        setValues(current);
      }
    }
    const found = validateStep(step, current, uploads.media);
    if (Object.keys(found).length) return showErrors(found, step);
    goTo(step + 1);
  };

  const back = () => goTo(Math.max(0, step - 1));

  const startOver = () => {
    clearDraft(storageKey);
    setValues(blank);
    if (prefill) restoreUploads(prefill.media, true);
    else resetUploads();
    setErrors({});
    setFormError(undefined);
    setRestored(false);
    setStep(0);
    setFurthest(0);
    pendingFocus.current = 'heading';
  };

  const submit = async ({ differentUnit = false, priceConfirmed = false }: PublishChoice = {}) => {
    setFormError(undefined);
    const idempotencyKey = submitKey.take();
    if (uploads.busy) return setFormError('wizard.media.wait_uploads');
    const checked = validateAll(values, uploads.media);
    if (!checked.data) return showErrors(checked.errors, LAST);
    setSubmitting(true);
    try {
      // The wizard's checked values (the server checks them again).
      const answer = editing
        ? await api(updateListing, { params: { id: editing.id }, body: checked.data as BodyOf<typeof updateListing> })
        : await api(createListing, {
            query:
              differentUnit || priceConfirmed
                ? {
                    ...(differentUnit ? { different_unit: '1' as const } : {}),
                    ...(priceConfirmed ? { price_confirmed: '1' as const } : {}),
                  }
                : undefined,
            body: checked.data as BodyOf<typeof createListing>,
            idempotencyKey,
          });
      submitKey.done();
      clearDraft(storageKey);
      setCreated(answer.property);
    } catch (error) {
      // The same unit as one of the lister's own listings (issue 37): they choose in a dialog.
      if (pauses.pausedBy(error)) return;
      const fields = error instanceof ApiRequestError ? error.fields : {};
      if (Object.keys(fields).length) showErrors(fields, LAST);
      else setFormError(editing ? 'wizard.edit.failed' : 'listing_alerts.create_failed');
    } finally {
      setSubmitting(false);
    }
  };

  // A publication paused for the lister's word (same unit, or a price typo): submitted again as chosen.
  const pauses = usePublishPauses(
    (choice) => void submit(choice),
    () => showErrors({ price: 'listing_alerts.price_typo_title' }, 1),
  );

  // After success the new listing opens by itself, once the message has been seen.
  useEffect(() => {
    if (!created) return;
    const timer = setTimeout(() => void navigate(`/properties/${created.slug}`), SUCCESS_PAUSE_MS);
    return () => clearTimeout(timer);
  }, [created, navigate]);

  const addAnother = () => {
    setCreated(null);
    setValues(initialValues(countryCode));
    resetUploads();
    setErrors({});
    setRestored(false);
    setStep(0);
    setFurthest(0);
    if (editing) void navigate('/add-listing');
  };

  if (created) {
    return (
      <section className="container wz-page">
        <div className="wz-card wz-success" role="status">
          <span className="wz-success__icon" aria-hidden="true">
            ✓
          </span>
          <h1>{editing ? t('wizard.edit.saved') : t('listing_alerts.created')}</h1>
          <p className="muted">{t('wizard.success.redirecting')}</p>
          <div className="wz-success__actions">
            <Link className="button" to={`/properties/${created.slug}`}>
              {t('wizard.success.view')}
            </Link>
            <button type="button" className="button button--ghost" onClick={addAnother}>
              {t('wizard.success.add_another')}
            </button>
          </div>
        </div>
      </section>
    );
  }

  const stepKey = LISTING_STEPS[step]!.key;
  const stepProps: StepProps = { values, errors, set, update, goTo };
  const errorCount = Object.keys(errors).length;

  return (
    <section className="container wz-page" data-testid="listing-wizard">
      <header className="wz-header">
        <h1>{editing ? t('wizard.edit.title') : t('wizard.title')}</h1>
        <p className="muted">{editing ? t('wizard.edit.lead', { title: editing.title }) : t('wizard.lead')}</p>
      </header>

      {restored && (
        <div className="notice wz-restored" role="status">
          <span>{t('wizard.draft.restored')}</span>
          <button type="button" className="link-button" onClick={startOver}>
            {t('wizard.draft.start_over')}
          </button>
        </div>
      )}

      <nav className="wz-progress-nav" aria-label={t('wizard.progress_label')}>
        <p className="wz-progress-nav__text">
          {t('wizard.progress', { current: format.number(step + 1), total: format.number(LISTING_STEPS.length) })}
        </p>
        <div className="wz-progress-nav__bar" aria-hidden="true">
          <span style={{ inlineSize: `${((step + 1) / LISTING_STEPS.length) * 100}%` }} />
        </div>
        <ol className="wz-steps">
          {LISTING_STEPS.map((s, index) => {
            const state = index === step ? 'current' : index < step ? 'done' : 'todo';
            const reachable = index !== step && index <= furthest;
            const content = (
              <>
                <span className="wz-steps__number" aria-hidden="true">
                  {state === 'done' ? '✓' : format.number(index + 1)}
                </span>
                <span className="wz-steps__name">{t(`wizard.steps.${s.key}`)}</span>
              </>
            );
            return (
              <li
                key={s.key}
                className="wz-steps__item"
                data-state={state}
                aria-current={index === step ? 'step' : undefined}
              >
                {reachable ? (
                  <button type="button" className="wz-steps__link" onClick={() => goTo(index)}>
                    {content}
                  </button>
                ) : (
                  <span className="wz-steps__link">{content}</span>
                )}
              </li>
            );
          })}
        </ol>
      </nav>

      <form className="wz-card" noValidate onSubmit={next} aria-labelledby="wz-step-title">
        <h2 id="wz-step-title" className="wz-step-title" tabIndex={-1} ref={headingRef}>
          {t(`wizard.steps.${stepKey}`)}
        </h2>
        <p className="muted wz-step-lead">{t(`wizard.step_leads.${stepKey}`)}</p>
        {errorCount > 0 && (
          <p className="form-error" role="alert">
            {t('wizard.fix_errors')}
          </p>
        )}

        {stepKey === 'type' && <StepType {...stepProps} />}
        {stepKey === 'details' && <StepDetails {...stepProps} />}
        {stepKey === 'location' && <StepLocation {...stepProps} />}
        {stepKey === 'media' && <StepMedia {...stepProps} uploads={uploads} />}
        {stepKey === 'review' && <StepReview values={values} media={uploads.media} onEdit={goTo} update={update} />}

        {formError && (
          <p className="form-error wz-form-error" role="alert">
            {tDynamic(formError)}
          </p>
        )}

        <div className="wz-actions">
          {step > 0 ? (
            <button type="button" className="button button--ghost" onClick={back}>
              {t('wizard.back')}
            </button>
          ) : (
            <span />
          )}
          {/* Keys keep the two buttons apart: a Publish that sends the visitor back to a step must not
              become that step's submit button while its click is still being handled. */}
          {step < LAST ? (
            <button key="next" type="submit" className="button button--large">
              {t('wizard.next')}
            </button>
          ) : (
            <button
              key="publish"
              type="button"
              className="button button--large"
              onClick={() => void submit()}
              disabled={submitting}
            >
              {submitting ? t('wizard.submitting') : editing ? t('wizard.edit.submit') : t('wizard.submit')}
            </button>
          )}
        </div>
        <p className="wz-autosave muted">{t('wizard.draft.autosave')}</p>
      </form>
      {pauses.dialogs}
    </section>
  );
}
