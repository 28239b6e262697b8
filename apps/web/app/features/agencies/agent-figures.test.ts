import { describe, expect, it } from 'vitest';
import {
  agentsHref,
  agentsQuery,
  agentsViewOf,
  ariaSort,
  durationText,
  firstOrder,
  nextOrder,
  percentText,
} from './agent-figures';

describe('the Agents table view in the URL', () => {
  it('reads the period, order and team, leaving out what the server would refuse', () => {
    expect(agentsViewOf(new URLSearchParams('tab=agency&days=60&order=-leads&team=12'))).toEqual({
      days: 60,
      order: '-leads',
      team: 12,
    });
    expect(agentsViewOf(new URLSearchParams('days=45&order=-email&team=0'))).toEqual({
      days: 30,
      order: 'name',
      team: undefined,
    });
    expect(agentsViewOf(new URLSearchParams('team=99999999999')).team).toBeUndefined();
  });

  it('writes the API query and the tab URL without defaults', () => {
    expect(agentsQuery({ days: 30, order: 'name' })).toBe('');
    expect(agentsQuery({ days: 90, order: 'median_response_minutes', team: 4 })).toBe(
      'days=90&order=median_response_minutes&team=4',
    );
    expect(agentsHref({ days: 30, order: 'name' })).toBe('/dashboard?tab=agency');
    expect(agentsHref({ days: 60, order: '-contacts' })).toBe('/dashboard?tab=agency&days=60&order=-contacts');
  });
});

describe('sorting by a header', () => {
  it('starts names A to Z, the median quickest first, other figures largest first', () => {
    expect(firstOrder('name')).toBe('name');
    expect(firstOrder('median_response_minutes')).toBe('median_response_minutes');
    expect(firstOrder('leads')).toBe('-leads');
    expect(firstOrder('seeker_confirmed_rate')).toBe('-seeker_confirmed_rate');
  });

  it('reverses the sorted column, and starts another at its first order', () => {
    expect(nextOrder('name', 'name')).toBe('-name');
    expect(nextOrder('-name', 'name')).toBe('name');
    expect(nextOrder('-leads', 'leads')).toBe('leads');
    expect(nextOrder('leads', 'leads')).toBe('-leads');
    expect(nextOrder('name', 'contacts')).toBe('-contacts');
    expect(nextOrder('-contacts', 'median_response_minutes')).toBe('median_response_minutes');
  });

  it('gives aria-sort to the sorted column only', () => {
    expect(ariaSort('-leads', 'leads')).toBe('descending');
    expect(ariaSort('leads', 'leads')).toBe('ascending');
    expect(ariaSort('name', 'name')).toBe('ascending');
    expect(ariaSort('-leads', 'name')).toBeUndefined();
  });
});

describe('figures as the table writes them', () => {
  it('writes a median as minutes, hours and minutes, or days and hours', () => {
    expect(durationText(0)).toEqual({ key: 'leads.agents.duration.minutes', values: { minutes: 0 } });
    expect(durationText(45)).toEqual({ key: 'leads.agents.duration.minutes', values: { minutes: 45 } });
    expect(durationText(60)).toEqual({ key: 'leads.agents.duration.hours', values: { hours: 1 } });
    expect(durationText(125)).toEqual({ key: 'leads.agents.duration.hours_minutes', values: { hours: 2, minutes: 5 } });
    expect(durationText(24 * 60)).toEqual({ key: 'leads.agents.duration.days', values: { days: 1 } });
    expect(durationText(2 * 24 * 60 + 3 * 60 + 59)).toEqual({
      key: 'leads.agents.duration.days_hours',
      values: { days: 2, hours: 3 },
    });
  });

  it('writes shares as whole percentages in both languages', () => {
    expect(percentText(0.833, 'en')).toBe('83%');
    expect(percentText(1, 'en')).toBe('100%');
    expect(percentText(0, 'en')).toBe('0%');
    // Arabic pages write Latin digits (intlTagOf); Intl adds direction marks around the sign.
    expect(percentText(0.5, 'ar').replace(/[\u200e\u200f\u061c]/g, '')).toBe('50%');
  });
});
