import { useTranslation } from '../../lib/i18n/use-translation';
import { Link } from '../../lib/link';
import { AVATAR_MENU, type Profile } from '@estate/shared';
import { UserAvatar } from '../../ui/user-avatar';
import { useLogout } from '../../lib/session/use-session';
import { usePopup } from '../../ui/use-popup';

export function AvatarMenu({ user }: { user: Profile }) {
  const { t } = useTranslation();
  const { open, toggle, close, ref } = usePopup();
  const logout = useLogout();

  return (
    <div className="avatar-menu" ref={ref}>
      <button
        type="button"
        className="avatar-menu__button"
        aria-haspopup="menu"
        aria-expanded={open}
        aria-label={t('nav.account_menu', { name: user.full_name })}
        onClick={toggle}
        data-testid="avatar-menu-button"
      >
        <UserAvatar src={user.profile_picture} name={user.full_name} />
      </button>
      {open && (
        <div className="menu" role="menu">
          <div className="menu__header">
            <strong>{user.full_name}</strong>
            <span className="muted">{user.email}</span>
          </div>
          {AVATAR_MENU.map((item) =>
            item.to === null ? (
              <span key={item.key} role="menuitem" aria-disabled="true" className="menu__item is-disabled">
                {t(`avatar_menu.${item.key}`)} <span className="badge">{t('common.coming_soon')}</span>
              </span>
            ) : (
              <Link
                key={item.key}
                role="menuitem"
                className="menu__item"
                to={item.to === 'profile' ? `/profile/${user.slug}/` : item.to}
                onClick={close}
              >
                {t(`avatar_menu.${item.key}`)}
              </Link>
            ),
          )}
          {user.is_admin && (
            <Link role="menuitem" className="menu__item" to="/admin" onClick={close} data-testid="admin-menu-link">
              {t('admin.menu')}
            </Link>
          )}
          <button
            type="button"
            role="menuitem"
            className="menu__item menu__item--danger"
            onClick={() => {
              close();
              void logout();
            }}
            data-testid="logout"
          >
            {t('avatar_menu.logout')}
          </button>
        </div>
      )}
    </div>
  );
}
