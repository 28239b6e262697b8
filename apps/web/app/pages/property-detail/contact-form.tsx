import { useMutation } from '../../lib/query/query';
import { useLocation } from 'react-router';
import { Link } from '../../lib/link';
import { useId, useState, type FormEvent, type ReactNode } from 'react';
import { useLocale } from '../../lib/i18n/use-locale';
import { useTranslation } from '../../lib/i18n/use-translation';
import {
  INQUIRY_CHANNELS,
  loginPathFor,
  type InquiryAnswer,
  type InquiryChannel,
  type InquiryInput,
  type ListingDetail,
} from '@estate/shared';
import { api, ApiRequestError, newIdempotencyKey, retryLostAnswers } from '../../lib/api/api-client';
import { isolate } from '../../ui/bidi';
import { formSchemas, preloadFormSchemas } from '../../ui/form/lazy-schemas';
import { apiFailure, zodFieldErrors, type FieldErrors } from '../../ui/form/api-failure';
import { useSession } from '../../lib/session/use-session';
import styles from './lister-card.module.css';
import { endpoint } from '@estate/shared/contracts/client';
import type * as ops from '@estate/shared/contracts/listings';

const inquire = endpoint<typeof ops.postPropertiesInquiries>('POST', '/api/properties/:id/inquiries/');

/** Digits only, for wa.me links ("+92 300 1234567" → "923001234567"). */
export function whatsappNumber(phone: string): string {
  return phone.replace(/\D/g, '');
}

function Field({ id, label, error, children }: { id: string; label: string; error?: string; children: ReactNode }) {
  const { tDynamic } = useTranslation();
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      {children}
      {error && (
        <p className="field__error" id={`${id}-error`} role="alert">
          {tDynamic(error)}
        </p>
      )}
    </div>
  );
}

/**
 * The lister contact form (spec: "agent contact form"): the visitor picks phone, WhatsApp, SMS or
 * e-mail, leaves their details and a message; the server saves the inquiry and, for the first
 * three, answers the lister's number, shown as a call, WhatsApp or SMS link with the message. That
 * number is a reveal like the lister card's "Show number" (issue 42): past the day's reveals the
 * form says "Sign in to see more numbers" (or the account's limit) and nothing is sent.
 */
export function ContactForm({ listing, url }: { listing: ListingDetail; url: string }) {
  const { t, tDynamic } = useTranslation();
  const locale = useLocale();
  const { user } = useSession();
  const location = useLocation();
  const id = useId();
  const [channel, setChannel] = useState<InquiryChannel>('phone');
  const [errors, setErrors] = useState<FieldErrors>({});
  const [formError, setFormError] = useState<string>();
  const [answer, setAnswer] = useState<(InquiryAnswer & { text: string }) | null>(null);

  const mutation = useMutation({
    // One key per message sent (issue 38): a retry after a lost answer is not a second inquiry.
    mutationFn: ({ body, key }: { body: InquiryInput; key: string }) =>
      api(inquire, { params: { id: listing.id }, body, idempotencyKey: key }),
    retry: retryLostAnswers,
    onSuccess: (result, { body }) => {
      setAnswer({ ...result, text: body.message });
      if (result.channel === 'whatsapp' && result.phone) {
        window.open(waLink(result.phone, body.message), '_blank', 'noopener');
      }
    },
    onError: (error) => {
      if (error instanceof ApiRequestError && error.status === 429) {
        setErrors({});
        // The phone channels reveal the number: past the day's reveals, the reveal's own answers (issue 42).
        if (error.code === 'sign_in_for_more') return setFormError('leads.phone_reveal.sign_in_for_more');
        return setFormError(
          error.fields.form === 'leads.phone_reveal.daily_limit' ? error.fields.form : 'detail.contact.too_many',
        );
      }
      const failure = apiFailure(error);
      setErrors(failure.fields);
      setFormError(failure.formKey);
    },
  });

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setFormError(undefined);
    const form = new FormData(event.currentTarget);
    const { inquiryInputSchema } = await formSchemas();
    const parsed = inquiryInputSchema.safeParse({
      channel,
      name: String(form.get('name') ?? ''),
      email: String(form.get('email') ?? ''),
      phone: String(form.get('phone') ?? ''),
      message: String(form.get('message') ?? ''),
    });
    if (!parsed.success) return setErrors(zodFieldErrors(parsed.error));
    setErrors({});
    mutation.mutate({ body: parsed.data, key: newIdempotencyKey() });
  };

  const describe = (name: string) => (errors[name] ? `${id}-${name}-error` : undefined);
  /** The listing's closing status, when it is sold or rented (its texts differ). */
  const closed = listing.status === 'sold' || listing.status === 'rented' ? listing.status : undefined;

  return (
    <form
      className={styles.contactForm}
      onSubmit={onSubmit}
      onFocus={preloadFormSchemas}
      noValidate
      data-testid="contact-form"
    >
      <h2 className={styles.contactFormTitle}>{t('detail.contact.title')}</h2>
      {closed && <p className="notice">{t(`detail.contact.closed_${closed}`)}</p>}
      <fieldset className={styles.contactFormChannels}>
        <legend>{t('detail.contact.channel')}</legend>
        {INQUIRY_CHANNELS.map((value) => (
          <label key={value} className={styles.channelOption}>
            <input
              type="radio"
              name="channel"
              value={value}
              checked={channel === value}
              onChange={() => {
                setChannel(value);
                setAnswer(null);
              }}
            />
            <span>{t(`detail.contact.channels.${value}`)}</span>
          </label>
        ))}
      </fieldset>
      {formError && (
        <p className="form-error" role="alert">
          {tDynamic(formError)}
          {formError === 'leads.phone_reveal.sign_in_for_more' && (
            <>
              {' '}
              <Link to={loginPathFor(`${location.pathname}${location.search}#contact`)}>
                {t('leads.phone_reveal.sign_in')}
              </Link>
            </>
          )}
        </p>
      )}
      <Field id={`${id}-name`} label={t('detail.contact.name')} error={errors.name}>
        <input
          id={`${id}-name`}
          name="name"
          className="input"
          autoComplete="name"
          defaultValue={user?.full_name ?? ''}
          aria-invalid={errors.name ? true : undefined}
          aria-describedby={describe('name')}
          required
        />
      </Field>
      <Field
        id={`${id}-email`}
        label={channel === 'email' ? t('detail.contact.email') : t('detail.contact.email_optional')}
        error={errors.email}
      >
        <input
          id={`${id}-email`}
          name="email"
          type="email"
          className="input"
          autoComplete="email"
          defaultValue={user?.email ?? ''}
          aria-invalid={errors.email ? true : undefined}
          aria-describedby={describe('email')}
          required={channel === 'email'}
          dir="ltr"
        />
      </Field>
      <Field
        id={`${id}-phone`}
        label={channel === 'email' ? t('detail.contact.phone_optional') : t('detail.contact.phone')}
        error={errors.phone}
      >
        <input
          id={`${id}-phone`}
          name="phone"
          type="tel"
          className="input"
          autoComplete="tel"
          defaultValue={user?.phone_number ?? ''}
          aria-invalid={errors.phone ? true : undefined}
          aria-describedby={describe('phone')}
          required={channel !== 'email'}
          dir="ltr"
        />
      </Field>
      <Field id={`${id}-message`} label={t('detail.contact.message')} error={errors.message}>
        <textarea
          id={`${id}-message`}
          name="message"
          className={`input ${styles.contactFormMessage}`}
          rows={4}
          defaultValue={t('detail.contact.default_message', { title: listing.title, url })}
          aria-invalid={errors.message ? true : undefined}
          aria-describedby={describe('message')}
          required
        />
      </Field>
      <button type="submit" className="button button--block" disabled={mutation.isPending}>
        {mutation.isPending ? t('detail.contact.sending') : t(`detail.contact.submit.${channel}`)}
      </button>
      {answer && <ContactResult answer={answer} />}
      <p className={`${styles.contactFormPrivacy} muted`} data-testid="contact-privacy">
        {/* An agency listing's inquiry lands in the agency's shared inbox too (issue 36): name both. */}
        {listing.agency
          ? t('detail.contact.privacy_agency', {
              name: isolate(listing.lister.full_name),
              agency: isolate((locale === 'ar' && listing.agency.name_ar) || listing.agency.name_en),
            })
          : t('detail.contact.privacy', { name: isolate(listing.lister.full_name) })}
      </p>
    </form>
  );
}

function waLink(phone: string, text: string) {
  return `https://wa.me/${whatsappNumber(phone)}?text=${encodeURIComponent(text)}`;
}

/** What the visitor does next: call, WhatsApp, SMS, or simply know the e-mail went out. */
function ContactResult({ answer }: { answer: InquiryAnswer & { text: string } }) {
  const { t } = useTranslation();
  if (answer.channel === 'email') {
    return (
      <p className={`${styles.contactResult} ${styles.contactResultOk}`} role="status">
        {t('detail.contact.email_sent')}
      </p>
    );
  }
  if (!answer.phone) {
    return (
      <p className={styles.contactResult} role="status">
        {t('detail.contact.no_phone')}
      </p>
    );
  }
  const phone = answer.phone;
  const href =
    answer.channel === 'whatsapp'
      ? waLink(phone, answer.text)
      : answer.channel === 'sms'
        ? `sms:${phone.replace(/[^\d+]/g, '')}?body=${encodeURIComponent(answer.text)}`
        : `tel:${phone.replace(/[^\d+]/g, '')}`;
  return (
    <div className={`${styles.contactResult} ${styles.contactResultOk}`} role="status" data-testid="contact-result">
      <p>{t('detail.contact.saved')}</p>
      <a
        className="button button--block contact-result__action"
        href={href}
        {...(answer.channel === 'whatsapp' ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
        data-testid="lister-phone"
      >
        {t(`detail.contact.action.${answer.channel}`)} <bdi dir="ltr">{phone}</bdi>
      </a>
    </div>
  );
}
