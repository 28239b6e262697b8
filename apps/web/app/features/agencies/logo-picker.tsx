import { useRef, useState } from 'react';
import { IMAGE_UPLOAD_RULES, type ResponsiveImage } from '@estate/shared';
import { describedBy, FieldError } from '../../ui/form/field';
import { uploadPicture } from '../../lib/account/account-api';
import { uploadFailureKey } from '../../ui/form/account-errors';
import { useTranslation } from '../../lib/i18n/use-translation';
import { AgencyLogo } from './agency-parts';

const RULE = IMAGE_UPLOAD_RULES.profile_picture;
const MB = 1024 * 1024;

/**
 * The agency's logo: a chosen file is uploaded at once (as a profile picture, the same checks)
 * and its id is sent with the form as `logo`; the server claims it when the agency is saved.
 */
export function LogoPicker({
  id,
  current,
  name,
  error,
  onUploaded,
  onBusy,
}: {
  id: string;
  current: ResponsiveImage | null;
  name: string;
  /** The server's catalog key for the logo field. */
  error?: string;
  onUploaded: (uploadId: string) => void;
  onBusy: (busy: boolean) => void;
}) {
  const { t } = useTranslation();
  const input = useRef<HTMLInputElement>(null);
  const [preview, setPreview] = useState<ResponsiveImage | null>(current);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string>();

  const choose = async (file: File | undefined) => {
    if (!file) return;
    setFailure(undefined);
    if (file.size > RULE.maxFileBytes) return setFailure('account.photos.too_large');
    setBusy(true);
    onBusy(true);
    try {
      const uploaded = await uploadPicture('profile_picture', file);
      setPreview(uploaded.image);
      onUploaded(uploaded.id);
    } catch (problem) {
      setFailure(uploadFailureKey(problem));
    } finally {
      setBusy(false);
      onBusy(false);
    }
  };

  const shown = failure ?? error;
  return (
    <div className="field agency-logo-field">
      <span className="agency-logo-field__label" id={`${id}-label`}>
        {t('agencies.form.logo')}
      </span>
      <div className="agency-logo-field__row">
        <AgencyLogo logo={preview} name={name || '?'} size={72} />
        <input
          ref={input}
          id={id}
          type="file"
          accept={RULE.accept}
          className="visually-hidden"
          tabIndex={-1}
          aria-hidden="true"
          data-testid="agency-logo-input"
          onChange={(event) => {
            void choose(event.target.files?.[0]);
            event.target.value = '';
          }}
        />
        <button
          type="button"
          className="button button--ghost"
          disabled={busy}
          aria-describedby={describedBy(id, shown, true)}
          onClick={() => input.current?.click()}
        >
          {busy
            ? t('agencies.form.logo_uploading')
            : preview
              ? t('agencies.form.logo_change')
              : t('agencies.form.logo_choose')}
        </button>
      </div>
      <p className="field__hint" id={`${id}-hint`}>
        {t('agencies.form.logo_hint')}
      </p>
      <FieldError id={`${id}-error`} error={shown} values={{ size: RULE.maxFileBytes / MB }} />
    </div>
  );
}
