import { useId, useRef, useState } from 'react';
import { IMAGE_UPLOAD_RULES, permitMarketOf } from '@estate/shared';
import { useTranslation } from '../../lib/i18n/use-translation';
import type { StepProps } from './step-props';
import { deleteUpload, uploadFile, UploadError } from './upload-request';
import { Field, FieldError, fieldId } from './wizard-fields';

const QR_RULE = IMAGE_UPLOAD_RULES.permit_qr;

/**
 * The advertising permit (issue 37, J2.1). In Dubai the DLD (Trakheesi) permit is required: its
 * number and its QR code, as the code's link or a photo of it that the server reads. Elsewhere it
 * is optional and shown on the listing when given. The server's refusals (a QR pointing elsewhere,
 * an unreadable image, a permit already on one of the lister's listings) show beside the field.
 */
export function PermitFields({ values, errors, update }: StepProps) {
  const { t } = useTranslation();
  const rule = permitMarketOf(values.country, values.city);
  const dubai = rule?.authority === 'dld_trakheesi';
  const fileId = useId();
  const input = useRef<HTMLInputElement>(null);
  const [uploading, setUploading] = useState(false);
  const [uploadError, setUploadError] = useState<string>();
  const digits = errors.permit_digits ?? String(rule?.digits ?? '');
  const numberValues = { number: values.permit_number, listing: errors.permit_listing ?? '', digits };

  const pick = async (file: File | undefined) => {
    if (!file) return;
    setUploadError(undefined);
    if (file.size > QR_RULE.maxFileBytes) return setUploadError('listing_alerts.file_too_large_5mb');
    if (file.type && !QR_RULE.types.includes(file.type)) return setUploadError('listing_alerts.image_error');
    setUploading(true);
    try {
      const answer = await uploadFile('permit_qr', file, () => {}).promise;
      if (values.permit_qr_upload) void deleteUpload(values.permit_qr_upload);
      update({ permit_qr_upload: answer.id, permit_qr_name: answer.name });
    } catch (error) {
      setUploadError(
        error instanceof UploadError && error.status === 413
          ? 'listing_alerts.file_too_large_5mb'
          : error instanceof UploadError && error.status === 0
            ? 'listing_alerts.upload_failed'
            : 'listing_alerts.image_error',
      );
    } finally {
      setUploading(false);
      if (input.current) input.current.value = '';
    }
  };

  const remove = () => {
    if (values.permit_qr_upload) void deleteUpload(values.permit_qr_upload);
    update({ permit_qr_upload: '', permit_qr_name: '' });
  };

  const qrError = errors.permit_qr_upload ?? uploadError;
  return (
    <fieldset className="wz-permit" data-testid="permit-fields" aria-describedby="wz-permit-lead">
      <legend>
        {t(dubai ? 'permits.wizard.legend_dubai' : 'permits.wizard.legend')}
        {!rule && <span className="wz-optional"> {t('wizard.optional')}</span>}
      </legend>
      <p className="field__hint" id="wz-permit-lead">
        {t(dubai ? 'permits.wizard.lead_dubai' : 'permits.wizard.lead_generic')}
      </p>
      <div className="wz-row">
        <Field
          name="permit_number"
          label={t(dubai ? 'permits.wizard.number' : 'permits.wizard.number_generic')}
          hint={rule ? t('permits.wizard.number_hint', { digits }) : t('permits.wizard.number_hint_generic')}
          error={errors.permit_number}
          errorValues={numberValues}
        >
          {(control) => (
            <input
              {...control}
              className="input"
              inputMode="numeric"
              autoComplete="off"
              dir="ltr"
              maxLength={20}
              placeholder="7123456789"
              value={values.permit_number}
              onChange={(e) => update({ permit_number: e.target.value.replace(/\s+/g, '') })}
            />
          )}
        </Field>
        <Field
          name="permit_expires_on"
          label={t('permits.wizard.expires')}
          hint={t('permits.wizard.expires_hint')}
          optional
          error={errors.permit_expires_on}
        >
          {(control) => (
            <input
              {...control}
              className="input"
              type="date"
              value={values.permit_expires_on}
              onChange={(e) => update({ permit_expires_on: e.target.value })}
            />
          )}
        </Field>
      </div>
      <Field
        name="permit_qr_url"
        label={t('permits.wizard.qr_link')}
        hint={t('permits.wizard.qr_link_hint')}
        error={errors.permit_qr_url}
      >
        {(control) => (
          <input
            {...control}
            className="input"
            type="url"
            inputMode="url"
            dir="ltr"
            autoComplete="off"
            placeholder="https://trakheesi.dubailand.gov.ae/…"
            value={values.permit_qr_url}
            onChange={(e) => update({ permit_qr_url: e.target.value })}
          />
        )}
      </Field>
      <div className="field wz-field">
        <p className="wz-label" id={`${fileId}-label`}>
          {t('permits.wizard.qr_image')}
        </p>
        <p className="field__hint" id={`${fileId}-hint`}>
          {t('permits.wizard.qr_image_hint')}
        </p>
        <div className="wz-permit__file" id={fieldId('permit_qr_upload')}>
          <label className="button button--ghost wz-permit__choose">
            {uploading ? t('permits.wizard.qr_uploading') : t('permits.wizard.qr_choose')}
            <input
              ref={input}
              type="file"
              className="visually-hidden"
              accept={QR_RULE.accept}
              disabled={uploading}
              aria-labelledby={`${fileId}-label`}
              aria-describedby={`${fileId}-hint${qrError ? ` ${fieldId('permit_qr_upload')}-error` : ''}`}
              aria-invalid={qrError ? true : undefined}
              onChange={(e) => void pick(e.target.files?.[0])}
            />
          </label>
          {values.permit_qr_upload && (
            <span className="wz-permit__chosen">
              <bdi>{t('permits.wizard.qr_uploaded', { name: values.permit_qr_name })}</bdi>{' '}
              <button type="button" className="link-button" onClick={remove}>
                {t('permits.wizard.qr_remove')}
              </button>
            </span>
          )}
        </div>
        <FieldError id={fieldId('permit_qr_upload')} error={qrError} />
      </div>
    </fieldset>
  );
}
