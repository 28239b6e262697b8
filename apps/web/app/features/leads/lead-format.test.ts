import { describe, expect, it } from 'vitest';
import {
  counterText,
  dateTime,
  leadName,
  listingsText,
  overdueFirst,
  reminderInstant,
  telHref,
  waitingText,
  whatsappHref,
} from './lead-format';

describe('how a lead is written', () => {
  it('says how long a new lead has waited in minutes, hours, then days', () => {
    expect(waitingText(0)).toEqual({ key: 'leads.inbox.waiting_minutes', count: 0 });
    expect(waitingText(14)).toEqual({ key: 'leads.inbox.waiting_minutes', count: 14 });
    expect(waitingText(59)).toEqual({ key: 'leads.inbox.waiting_minutes', count: 59 });
    expect(waitingText(60)).toEqual({ key: 'leads.inbox.waiting_hours', count: 1 });
    expect(waitingText(23 * 60 + 59)).toEqual({ key: 'leads.inbox.waiting_hours', count: 23 });
    expect(waitingText(24 * 60)).toEqual({ key: 'leads.inbox.waiting_days', count: 1 });
    expect(waitingText(9 * 24 * 60 + 5)).toEqual({ key: 'leads.inbox.waiting_days', count: 9 });
  });

  it('names the listings of a row, "X, Y (3)"', () => {
    const one = { items: [{ id: 1, title: 'Marina flat' }], count: 1 };
    const three = {
      items: [
        { id: 1, title: 'Marina flat' },
        { id: 2, title: 'JVC villa' },
      ],
      count: 3,
    };
    expect(listingsText(one, ', ', 'removed')).toBe('Marina flat');
    expect(listingsText(three, ', ', 'removed')).toBe('Marina flat, JVC villa (3)');
    expect(listingsText({ items: [{ id: 1, title: '' }], count: 2 }, '، ', 'إعلان محذوف')).toBe('إعلان محذوف (2)');
  });

  it('puts the overdue reminders on top and keeps the server order otherwise', () => {
    const rows = [
      { id: 1, reminder_overdue: false },
      { id: 2, reminder_overdue: true },
      { id: 3, reminder_overdue: false },
      { id: 4, reminder_overdue: true },
    ];
    expect(overdueFirst(rows).map((r) => r.id)).toEqual([2, 4, 1, 3]);
  });

  it('calls and messages the number as digits; WhatsApp opens with the listing named', () => {
    expect(telHref('+971 50 123 4567')).toBe('tel:+971501234567');
    expect(whatsappHref('+971 50 123 4567', 'Re: Marina flat (#12)')).toBe(
      'https://wa.me/971501234567?text=Re%3A%20Marina%20flat%20(%2312)',
    );
    expect(whatsappHref('0300-1234567')).toBe('https://wa.me/03001234567');
  });

  it('reads a reminder time typed in the browser clock as an instant, or nothing', () => {
    expect(reminderInstant('2026-12-01T09:30')).toBe(new Date(2026, 11, 1, 9, 30).toISOString());
    expect(reminderInstant('')).toBeNull();
    expect(reminderInstant('tomorrow')).toBeNull();
  });

  it('writes times in the user’s zone and counts characters with the language’s digits', () => {
    expect(dateTime('2026-11-30T08:05:00Z', 'en', 'Asia/Dubai')).toBe('Nov 30, 2026, 12:05 PM');
    expect(dateTime('2026-11-30T08:05:00Z', 'en', 'Asia/Karachi')).toBe('Nov 30, 2026, 1:05 PM');
    expect(counterText(1234, 2000, 'en')).toBe('1,234 / 2,000');
    expect(counterText(12, 2000, 'ar')).toBe('12 / 2,000');
  });
});

describe('leadName', () => {
  it('shows an anonymised person as "Deleted user" in the page language, anyone else by their name', () => {
    const t = (key: string) => (key === 'leads.deleted_user' ? 'مستخدم محذوف' : key);
    expect(leadName('Deleted user', t)).toBe('مستخدم محذوف');
    expect(leadName('Sara Malik', t)).toBe('Sara Malik');
  });
});
