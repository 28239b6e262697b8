import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { ListerTrust } from '@estate/shared';
import { renderRoute } from '../../test/render-route';
import { TrustTicks } from './trust-ticks';

const checked: ListerTrust = {
  email_verified: true,
  licence: { authority: 'dld_rera', number: '28471', expires_on: '2027-06-30', checked_at: '2026-11-09T10:00:00Z' },
  brn: { number: '45678', expires_on: '2027-09-30' },
  responsiveness: { median_minutes: 118, sample: 37, days: 60 },
};
const text = (id: string) => screen.getByTestId(id).textContent?.replace(/[\u2068\u2069]/g, '');

describe('the lister’s trust ticks (issue 42, J8.6)', () => {
  it('ticks what was checked, states the rest, and explains each', () => {
    renderRoute(() => <TrustTicks trust={checked} memberSince="2023-04-02T00:00:00Z" />);
    expect(text('trust-email')).toBe('E-mail confirmed');
    expect(text('trust-licence')).toBe('ORN 28471 · checked November 9, 2026');
    expect(text('trust-brn')).toBe('BRN 45678 · valid to 09/2027');
    expect(text('trust-member-since')).toBe('Member since 2023');
    expect(text('trust-replies')).toBe('Usually replies within 2 h, based on 37 inquiries in the last 60 days');
    fireEvent.click(screen.getByText('What this means'));
    expect(screen.getByText(/the middle of their first replies to the 37 inquiries/i)).toBeTruthy();
    expect(
      screen.getByText(/compared the agency's licence with the official register on November 9, 2026/),
    ).toBeTruthy();
  });

  it('leaves out what was not checked, and says an unchecked licence is so, in Arabic too', () => {
    const unchecked: ListerTrust = {
      email_verified: false,
      licence: { authority: 'dld_rera', number: '28471', expires_on: null, checked_at: null },
      brn: null,
      responsiveness: null,
    };
    renderRoute(() => <TrustTicks trust={unchecked} memberSince="2025-01-10T00:00:00Z" />, {
      locale: 'ar',
      url: '/ar',
    });
    expect(screen.queryByTestId('trust-email')).toBeNull();
    expect(screen.queryByTestId('trust-replies')).toBeNull();
    expect(text('trust-licence')).toBe('ORN 28471 · لم يُتحقق من الرخصة بعد');
    expect(text('trust-member-since')).toBe('عضو منذ 2025');
  });
});
