import { useTranslation } from '../../lib/i18n/use-translation';
import { SubmitButton } from '../../ui/form/submit-button';

/** An account form's submit button and the live notice (a translation key) beside it. */
export function FormActions({
  pending,
  label,
  pendingLabel,
  notice,
}: {
  pending: boolean;
  label: string;
  pendingLabel: string;
  notice?: string;
}) {
  const { tDynamic } = useTranslation();
  return (
    <div className="account-form__actions">
      <SubmitButton pending={pending} label={label} pendingLabel={pendingLabel} />
      <p className="account-notice" role="status">
        {notice ? tDynamic(notice) : ''}
      </p>
    </div>
  );
}
