import {
  notificationEmailOf,
  notificationInAppOf,
  type AccountStatus,
  type AccountType,
  type Gender,
  type Profile,
} from '@estate/shared';
import type { UserRow } from './user.table.js';

export interface ProfileExtras {
  likedPropertyIds: number[];
  followers: number;
}

/** The API shape of a user (spec section 3). */
export function toProfile(user: UserRow, extras: ProfileExtras): Profile {
  return {
    id: user.id,
    full_name: user.fullName,
    email: user.email,
    slug: user.slug,
    profile_picture: user.profilePicture,
    cover_photo: user.coverPhoto,
    is_verified_user: user.isVerified,
    is_admin: user.isAdmin,
    account_status: user.accountStatus as AccountStatus,
    type: user.type as AccountType,
    gender: (user.gender as Gender | null) ?? null,
    phone_number: user.phoneNumber,
    designation: user.designation,
    bio: user.bio,
    address: user.address,
    member_since: user.createdAt.toISOString(),
    followers: extras.followers,
    liked_properties: extras.likedPropertyIds,
    message_sound: user.messageSound,
    email_notifications: user.emailNotifications,
    show_online_status: user.showOnlineStatus,
    email_verified: user.emailVerifiedAt !== null,
    notification_email: notificationEmailOf(user.notificationPrefs),
    notification_in_app: notificationInAppOf(user.notificationPrefs),
  };
}
