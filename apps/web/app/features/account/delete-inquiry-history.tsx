import { useMutation } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useModal } from '../../ui/dialog';
import { useTranslation } from '../../lib/i18n/use-translation';
import { accountApi } from '../../lib/account/account-api';
import '../../ui/dialog.css';

/**
 * "Delete my inquiry history" (issue 36, J3.8): every lead the person made with a lister (signed
 * in, or as a guest with their confirmed e-mail) is anonymised; the listers keep the counts and see
 * "Deleted user". The account stays. Asked once more in a dialog before it is done.
 */
export function DeleteInquiryHistory() {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const [done, setDone] = useState<number>();
  return (
    <section className="account-section" aria-labelledby="account-inquiries-title" data-testid="inquiry-history">
      <h3 id="account-inquiries-title">{t('account.inquiries.title')}</h3>
      <p>{t('account.inquiries.lead')}</p>
      <p className="muted">{t('account.inquiries.counts_stay')}</p>
      <button type="button" className="button button--ghost" onClick={() => setOpen(true)}>
        {t('account.inquiries.start')}
      </button>
      <p className="account-notice" role="status">
        {done === undefined ? '' : t('account.inquiries.done', { count: done })}
      </p>
      {open && (
        <ConfirmDialog
          onClose={() => setOpen(false)}
          onDone={(leads) => {
            setOpen(false);
            setDone(leads);
          }}
        />
      )}
    </section>
  );
}

function ConfirmDialog({ onClose, onDone }: { onClose: () => void; onDone: (leads: number) => void }) {
  const { t } = useTranslation();
  const id = useId();
  const dialog = useModal();
  const remove = useMutation({
    mutationFn: accountApi.deleteInquiryHistory,
    onSuccess: (answer) => onDone(answer.leads),
  });
  return (
    <dialog
      ref={dialog}
      className="community-dialog"
      aria-labelledby={`${id}-title`}
      aria-describedby={`${id}-text`}
      onClose={onClose}
      data-testid="inquiry-history-dialog"
    >
      <form method="dialog" className="community-form">
        <header className="community-dialog__head">
          <h2 id={`${id}-title`}>{t('account.inquiries.confirm_title')}</h2>
        </header>
        <p id={`${id}-text`}>{t('account.inquiries.confirm_text')}</p>
        {remove.isError && (
          <p className="form-error" role="alert">
            {t('account.inquiries.failed')}
          </p>
        )}
        <div className="community-dialog__actions">
          <button type="submit" className="button button--ghost" autoFocus>
            {t('account.inquiries.cancel')}
          </button>
          <button
            type="button"
            className="button account-danger-button"
            disabled={remove.isPending}
            onClick={() => remove.mutate()}
          >
            {remove.isPending ? t('account.inquiries.deleting') : t('account.inquiries.confirm')}
          </button>
        </div>
      </form>
    </dialog>
  );
}
