import { describe, expect, it } from 'vitest';
import { reporterWeight, TRUST_CONFIG } from './trust-config.js';

const now = new Date('2026-11-29T12:00:00Z');
const daysAgo = (days: number) => new Date(now.getTime() - days * 86_400_000);
const person = (days: number, emailVerified = true, rejectedReports = 0) => ({
  createdAt: daysAgo(days),
  emailVerified,
  isAdmin: false,
  rejectedReports,
});

describe('what a report weighs (issue 42, J8.4)', () => {
  it('0 for an account under 7 days or with an unverified e-mail', () => {
    expect(reporterWeight(person(3), now)).toBe(0);
    expect(reporterWeight(person(400, false), now)).toBe(0);
  });
  it('1 for a verified account, 2 past 90 days with no rejected report', () => {
    expect(reporterWeight(person(30), now)).toBe(1);
    expect(reporterWeight(person(91), now)).toBe(2);
    expect(reporterWeight(person(91, true, 1), now)).toBe(1);
  });
  it("a moderator's report hides at once", () => {
    expect(reporterWeight({ ...person(1), isAdmin: true }, now)).toBe(TRUST_CONFIG.reports.hideAtWeight);
  });
  it('three new accounts do not reach the threshold; two trusted ones do', () => {
    expect(3 * reporterWeight(person(2), now)).toBeLessThan(TRUST_CONFIG.reports.hideAtWeight);
    expect(2 * reporterWeight(person(120), now)).toBeGreaterThanOrEqual(TRUST_CONFIG.reports.hideAtWeight);
  });
});
