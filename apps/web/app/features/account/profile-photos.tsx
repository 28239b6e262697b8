import { useRef, useState } from 'react';
import { useTranslation } from '../../lib/i18n/use-translation';
import { IMAGE_UPLOAD_RULES, resolveProfilePicture, type Profile } from '@estate/shared';
import { UserAvatar } from '../../ui/user-avatar';
import { accountApi, uploadPicture } from '../../lib/account/account-api';
import { uploadFailureKey } from '../../ui/form/account-errors';
import { useProfileSaved } from '../../lib/account/use-account-mutations';

type PictureKind = 'profile_picture' | 'cover_photo';
const MB = 1024 * 1024;

/** Cover photo and profile picture: a chosen file is uploaded and saved at once; either can be removed. */
export function ProfilePhotos({ user }: { user: Profile }) {
  const { t, tDynamic } = useTranslation();
  const saved = useProfileSaved();
  const [busy, setBusy] = useState<PictureKind | null>(null);
  const [error, setError] = useState<{ key: string; mb?: number }>();
  const [notice, setNotice] = useState<string>();
  const inputs = { profile_picture: useRef<HTMLInputElement>(null), cover_photo: useRef<HTMLInputElement>(null) };

  const save = async (kind: PictureKind, change: () => Promise<string | null>) => {
    setError(undefined);
    setNotice(undefined);
    setBusy(kind);
    try {
      const { user: updated } = await accountApi.updateProfile({ [kind]: await change() });
      saved(updated);
      setNotice(`account.photos.saved_${kind}`);
    } catch (failure) {
      const key = uploadFailureKey(failure);
      setError({ key, mb: IMAGE_UPLOAD_RULES[kind].maxFileBytes / MB });
    } finally {
      setBusy(null);
    }
  };

  const choose = (kind: PictureKind, file: File | undefined) => {
    if (!file) return;
    const rule = IMAGE_UPLOAD_RULES[kind];
    if (file.size > rule.maxFileBytes) {
      setNotice(undefined);
      return setError({ key: 'account.photos.too_large', mb: rule.maxFileBytes / MB });
    }
    void save(kind, async () => (await uploadPicture(kind, file)).id);
  };

  const picker = (kind: PictureKind) => (
    <div className="account-photos__picker">
      <input
        ref={inputs[kind]}
        type="file"
        accept={IMAGE_UPLOAD_RULES[kind].accept}
        className="visually-hidden"
        tabIndex={-1}
        aria-hidden="true"
        data-testid={`${kind}-input`}
        onChange={(e) => {
          choose(kind, e.target.files?.[0]);
          e.target.value = '';
        }}
      />
      <button
        type="button"
        className="button button--ghost"
        disabled={busy !== null}
        onClick={() => inputs[kind].current?.click()}
      >
        {busy === kind ? t('account.photos.uploading') : t(`account.photos.change_${kind}`)}
      </button>
      {user[kind] && (
        <button
          type="button"
          className="link-button"
          disabled={busy !== null}
          onClick={() => void save(kind, async () => null)}
        >
          {t(`account.photos.remove_${kind}`)}
        </button>
      )}
    </div>
  );

  return (
    <section className="account-section" aria-labelledby="account-photos-title">
      <h3 id="account-photos-title">{t('account.photos.title')}</h3>
      <div className="account-photos" aria-busy={busy !== null}>
        <div className="account-photos__cover">
          {user.cover_photo ? (
            <img src={resolveProfilePicture(user.cover_photo)} alt={t('account.photos.cover_alt')} />
          ) : (
            <span className="account-photos__no-cover">{t('account.photos.no_cover')}</span>
          )}
        </div>
        <div className="account-photos__avatar">
          <UserAvatar src={user.profile_picture} name={t('account.photos.picture_alt')} size={96} />
        </div>
      </div>
      <div className="account-photos__actions">
        {picker('profile_picture')}
        {picker('cover_photo')}
      </div>
      <p className="field__hint">{t('account.photos.hint')}</p>
      {error && (
        <p className="form-error" role="alert">
          {tDynamic(error.key, { size: error.mb })}
        </p>
      )}
      <p className="account-notice" role="status">
        {notice ? tDynamic(notice) : ''}
      </p>
    </section>
  );
}
