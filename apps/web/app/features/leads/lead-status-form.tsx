import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useId, useState, type FormEvent } from 'react';
import {
  LEAD_STATUSES,
  LOST_REASONS,
  leadStatusInputSchema,
  type LeadDetail,
  type LeadStatus,
  type LeadStatusAnswer,
} from '@estate/shared';
import { isolate } from '../../ui/bidi';
import { ClosingDialog } from '../../ui/listing/closing-dialog';
import { describedBy, FieldError } from '../../ui/form/field';
import { fieldErrorsOf, type FieldErrors } from '../../ui/form/field-errors';
import { useTranslation } from '../../lib/i18n/use-translation';
import { failureOf } from './lead-errors';
import { useLeadUpdate } from './lead-update';
import { leadKeys, leadsApi } from './leads-api';

/** The status; lost asks why, won offers to mark the listing sold or rented. */
export function StatusForm({ lead }: { lead: LeadDetail }) {
  const { t, tDynamic } = useTranslation();
  const id = useId();
  const client = useQueryClient();
  const update = useLeadUpdate(lead.id);
  const [status, setStatus] = useState<LeadStatus>(lead.status);
  const [reason, setReason] = useState(lead.lost_reason ?? '');
  // The lead's status may change elsewhere (a logged call moves a new lead to contacted): show it.
  const [shown, setShown] = useState(`${lead.status}:${lead.lost_reason}`);
  if (shown !== `${lead.status}:${lead.lost_reason}`) {
    setShown(`${lead.status}:${lead.lost_reason}`);
    setStatus(lead.status);
    setReason(lead.lost_reason ?? '');
  }
  const [errors, setErrors] = useState<FieldErrors>({});
  const [formError, setFormError] = useState<string>();
  const [saved, setSaved] = useState(false);
  const [offer, setOffer] = useState<LeadStatusAnswer['offer_mark_listing']>(null);
  const [marked, setMarked] = useState<string>();
  const [closing, setClosing] = useState(false);
  const save = useMutation({
    mutationFn: (body: { status: LeadStatus; lost_reason?: string }) => leadsApi.setStatus(lead.id, body),
    onSuccess: (answer) => {
      update(answer.lead);
      setSaved(true);
      setOffer(answer.offer_mark_listing);
      setMarked(undefined);
    },
    onError: (error) => {
      const failure = failureOf(error, ['status', 'lost_reason']);
      setErrors(failure.fields);
      setFormError(failure.form);
    },
  });
  type Offer = NonNullable<LeadStatusAnswer['offer_mark_listing']>;
  const closedStatus = (listing: Offer) => (listing.purpose === 'rent' ? 'rented' : 'sold');
  /** Marks the listing sold or rented with the final price the dialog took; a failure stays in it. */
  const markListing = async (listing: Offer, finalPrice: number | string | undefined) => {
    await leadsApi.markListing(listing.id, closedStatus(listing), finalPrice);
    setClosing(false);
    setOffer(null);
    setSaved(false);
    setMarked(listing.purpose === 'rent' ? 'leads.panel.marked_rent' : 'leads.panel.marked_sale');
    // The lead's listing shows its new status.
    void client.invalidateQueries({ queryKey: leadKeys.detail(lead.id) });
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setSaved(false);
    setFormError(undefined);
    const body = { status, ...(status === 'lost' && reason ? { lost_reason: reason } : {}) };
    const parsed = leadStatusInputSchema.safeParse(body);
    if (!parsed.success) return setErrors(fieldErrorsOf(parsed.error));
    setErrors({});
    save.mutate(body);
  };

  return (
    <section className="lead-section">
      <form className="lead-status-form" onSubmit={onSubmit} noValidate data-testid="lead-status-form">
        <div className="field">
          <label htmlFor={`${id}-status`}>{t('leads.panel.status')}</label>
          <select
            id={`${id}-status`}
            className="input"
            value={status}
            onChange={(e) => {
              setStatus(e.target.value as LeadStatus);
              setSaved(false);
              setErrors({});
            }}
            aria-invalid={errors.status ? true : undefined}
            aria-describedby={describedBy(`${id}-status`, errors.status)}
          >
            {LEAD_STATUSES.map((value) => (
              <option key={value} value={value}>
                {t(`leads.statuses.${value}`)}
              </option>
            ))}
          </select>
          <FieldError id={`${id}-status-error`} error={errors.status} />
        </div>
        {status === 'lost' && (
          <div className="field">
            <label htmlFor={`${id}-reason`}>{t('leads.panel.lost_reason')}</label>
            <select
              id={`${id}-reason`}
              className="input"
              value={reason}
              onChange={(e) => {
                setReason(e.target.value);
                setErrors({});
              }}
              aria-invalid={errors.lost_reason ? true : undefined}
              aria-describedby={describedBy(`${id}-reason`, errors.lost_reason)}
            >
              <option value="">{t('leads.panel.choose_reason')}</option>
              {LOST_REASONS.map((value) => (
                <option key={value} value={value}>
                  {t(`leads.lost_reasons.${value}`)}
                </option>
              ))}
            </select>
            <FieldError id={`${id}-reason-error`} error={errors.lost_reason} />
          </div>
        )}
        <button type="submit" className="button" disabled={save.isPending}>
          {save.isPending ? t('leads.panel.saving') : t('leads.panel.status_save')}
        </button>
      </form>
      <FieldError id={`${id}-form-error`} error={formError} />
      <p className="lead-saved" role="status">
        {saved && !offer ? t('leads.panel.status_saved') : ''}
        {marked ? tDynamic(marked) : ''}
      </p>
      {offer && (
        <div className="lead-offer" role="group" aria-labelledby={`${id}-offer`} data-testid="lead-offer">
          <p id={`${id}-offer`}>
            {t(offer.purpose === 'rent' ? 'leads.panel.mark_rent' : 'leads.panel.mark_sale', {
              title: isolate(offer.title),
            })}
          </p>
          <div className="lead-offer__actions">
            <button type="button" className="button" onClick={() => setClosing(true)}>
              {t(offer.purpose === 'rent' ? 'leads.panel.mark_yes_rent' : 'leads.panel.mark_yes_sale')}
            </button>
            <button type="button" className="button button--ghost" onClick={() => setOffer(null)}>
              {t('leads.panel.mark_no')}
            </button>
          </div>
        </div>
      )}
      {offer && closing && (
        <ClosingDialog
          listing={offer}
          status={closedStatus(offer)}
          onSave={(finalPrice) => markListing(offer, finalPrice)}
          onClose={() => setClosing(false)}
          errorKey={() => 'leads.panel.mark_failed'}
        />
      )}
    </section>
  );
}
