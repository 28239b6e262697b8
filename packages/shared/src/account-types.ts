/** Account types a person can sign up as (spec section 1). */
export const ACCOUNT_TYPES = [
  'buyer',
  'seller',
  'renter',
  'tenant',
  'owner',
  'dealer',
  'agent',
  'service_provider',
] as const;

export type AccountType = (typeof ACCOUNT_TYPES)[number];

export const GENDERS = ['male', 'female', 'other'] as const;
export type Gender = (typeof GENDERS)[number];

export const ACCOUNT_STATUSES = ['active', 'suspended', 'deactivated'] as const;
export type AccountStatus = (typeof ACCOUNT_STATUSES)[number];
