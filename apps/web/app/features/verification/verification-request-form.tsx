import { useMutation } from '@tanstack/react-query';
import { useId, useState, type FormEvent } from 'react';
import {
  VERIFICATION_DOC_TYPES,
  VERIFICATION_FILE_RULE,
  verificationRequestProblem,
  type VerificationFileKind,
} from '@estate/shared';
import { ApiRequestError } from '../../lib/api/api-client';
import { useTranslation } from '../../lib/i18n/use-translation';
import { verificationApi } from '../../lib/verification/verification-api';

const OWNERSHIP_TYPES = VERIFICATION_DOC_TYPES.filter((type) =>
  ['title_deed', 'sale_contract', 'allotment_letter', 'transfer_letter', 'registry_fard', 'owner_id', 'other'].includes(
    type,
  ),
);
const AUTHORITY_TYPES = VERIFICATION_DOC_TYPES.filter((type) =>
  ['form_a', 'noc', 'power_of_attorney', 'tenancy_contract', 'other'].includes(type),
);

/** The server's catalog key for a refused request, or a general one. */
function failureKey(error: unknown): string {
  if (error instanceof ApiRequestError) {
    const field = Object.values(error.fields)[0];
    if (field) return field;
    if (error.code === 'verification_pending') return 'verification.errors.pending';
  }
  return 'verification.errors.upload_failed';
}

/**
 * "Get this listing verified" (J2.2): who the lister is, the ownership document(s), the authority
 * to market when they are not the owner, and 2-5 photos taken at the property. The rules are the
 * shared ones (checked here first, and again by the server, which also checks each file's content).
 */
export function VerificationRequestForm({
  listingId,
  onDone,
  onCancel,
}: {
  listingId: number;
  onDone: () => void;
  onCancel: () => void;
}) {
  const { t, tDynamic } = useTranslation();
  const id = useId();
  const [role, setRole] = useState<'owner' | 'agent'>('owner');
  const [problem, setProblem] = useState<string>();
  const send = useMutation({
    mutationFn: (body: FormData) => verificationApi.request(listingId, body),
    onSuccess: onDone,
    onError: (error) => setProblem(failureKey(error)),
  });

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const body = new FormData();
    body.set('lister_role', role);
    const files: { kind: VerificationFileKind }[] = [];
    const add = (kind: VerificationFileKind, input: string, field: string) => {
      for (const file of form.getAll(input)) {
        if (!(file instanceof File) || file.size === 0) continue;
        files.push({ kind });
        body.append(field, file, file.name);
      }
    };
    add('ownership', 'ownership', `ownership:${String(form.get('ownership_type'))}`);
    if (role === 'agent')
      add('authority_to_market', 'authority', `authority_to_market:${String(form.get('authority_type'))}`);
    add('on_site_photo', 'photos', 'on_site_photo');
    const broken = verificationRequestProblem(role, files);
    if (broken) return setProblem(`verification.errors.${broken}`);
    setProblem(undefined);
    send.mutate(body);
  };

  return (
    <form className="verification-form" onSubmit={onSubmit} noValidate data-testid="verification-form">
      <h3 className="verification-form__title">{t('verification.form.title')}</h3>
      <p className="muted">{t('verification.form.lead')}</p>
      <fieldset className="verification-form__group">
        <legend>{t('verification.form.role')}</legend>
        {(['owner', 'agent'] as const).map((value) => (
          <label key={value} className="verification-form__choice">
            <input type="radio" name="role" value={value} checked={role === value} onChange={() => setRole(value)} />
            {t(`verification.form.role_${value}`)}
          </label>
        ))}
      </fieldset>
      <DocumentField
        name="ownership"
        label={t('verification.form.ownership')}
        hint={t('verification.form.ownership_hint')}
        types={OWNERSHIP_TYPES}
        id={`${id}-ownership`}
      />
      {role === 'agent' && (
        <DocumentField
          name="authority"
          label={t('verification.form.authority')}
          hint={t('verification.form.authority_hint')}
          types={AUTHORITY_TYPES}
          id={`${id}-authority`}
        />
      )}
      <fieldset className="verification-form__group">
        <legend>{t('verification.form.photos')}</legend>
        <p className="field__hint" id={`${id}-photos-hint`}>
          {t('verification.form.photos_hint')}
        </p>
        <input
          id={`${id}-photos`}
          name="photos"
          type="file"
          multiple
          accept={VERIFICATION_FILE_RULE.photoAccept}
          aria-label={t('verification.form.photos')}
          aria-describedby={`${id}-photos-hint`}
        />
      </fieldset>
      <p className="muted verification-form__limits">{t('verification.form.limits')}</p>
      {problem && (
        <p className="field__error" role="alert" data-testid="verification-error">
          {tDynamic(problem)}
        </p>
      )}
      <div className="verification-form__actions">
        <button type="submit" className="button" disabled={send.isPending}>
          {send.isPending ? t('verification.form.sending') : t('verification.form.submit')}
        </button>
        <button type="button" className="button button--ghost" onClick={onCancel} disabled={send.isPending}>
          {t('verification.form.cancel')}
        </button>
      </div>
    </form>
  );
}

function DocumentField(props: { name: string; label: string; hint: string; types: readonly string[]; id: string }) {
  const { t, tDynamic } = useTranslation();
  return (
    <fieldset className="verification-form__group">
      <legend>{props.label}</legend>
      <p className="field__hint">{props.hint}</p>
      <div className="verification-form__row">
        <label className="verification-form__type">
          <span>{t('verification.form.doc_type')}</span>
          <select name={`${props.name}_type`} className="input input--compact">
            {props.types.map((type) => (
              <option key={type} value={type}>
                {tDynamic(`verification.doc_types.${type}`)}
              </option>
            ))}
          </select>
        </label>
        <input
          id={props.id}
          name={props.name}
          type="file"
          multiple
          accept={VERIFICATION_FILE_RULE.documentAccept}
          aria-label={props.label}
        />
      </div>
    </fieldset>
  );
}
