import { describe, expect, it } from 'vitest';
import {
  cleared,
  exportHref,
  filterQuery,
  inboxHref,
  inboxStateOf,
  isFiltered,
  listQuery,
  withFilter,
} from './inbox-state';
import { onLanding } from './use-typed-search';

const stateOf = (query: string) => inboxStateOf(new URLSearchParams(query));

describe('the inbox state in its URL', () => {
  it('reads every filter, the page and the open lead', () => {
    expect(
      stateOf(
        'tab=leads&status=new&channel=whatsapp&listing_id=12&assignee_id=4&from=2026-11-01&to=2026-11-30&q=%20James%20&page=3&lead=77',
      ),
    ).toEqual({
      status: 'new',
      channel: 'whatsapp',
      listing_id: 12,
      assignee_id: 4,
      from: '2026-11-01',
      to: '2026-11-30',
      q: 'James',
      page: 3,
      lead: 77,
    });
  });

  it('drops what the server would refuse instead of sending it', () => {
    expect(
      stateOf(
        'status=open&channel=fax&listing_id=-1&assignee_id=x&from=2026-13-45&to=yesterday&q=%20%20&page=0&lead=1e3',
      ),
    ).toEqual({
      status: undefined,
      channel: undefined,
      listing_id: undefined,
      assignee_id: undefined,
      from: undefined,
      to: undefined,
      q: undefined,
      page: 1,
      lead: undefined,
    });
    expect(stateOf(`q=${'a'.repeat(150)}`).q).toHaveLength(100);
  });

  it('writes the URL back in one order, the tab first and the open lead last', () => {
    const state = stateOf('lead=5&q=050 123&status=contacted&page=2');
    expect(inboxHref(state)).toBe('/dashboard?tab=leads&status=contacted&q=050+123&page=2&lead=5');
    expect(inboxStateOf(new URLSearchParams(inboxHref(state).split('?')[1]))).toEqual(state);
    expect(inboxHref({ page: 1 })).toBe('/dashboard?tab=leads');
  });

  it('asks the API for the filters and the page, never the open lead', () => {
    expect(listQuery(stateOf('status=won&page=4&lead=9'))).toBe('status=won&page=4');
    expect(listQuery(stateOf('lead=9'))).toBe('');
    expect(filterQuery({ channel: 'form', q: 'a&b=c' })).toBe('channel=form&q=a%26b%3Dc');
  });

  it('links the CSV to the same filters without a page', () => {
    expect(exportHref(stateOf('status=lost&from=2026-11-01&q=Aisha&page=3&lead=2'))).toBe(
      '/api/leads/export.csv?status=lost&from=2026-11-01&q=Aisha',
    );
    expect(exportHref(stateOf(''))).toBe('/api/leads/export.csv');
  });

  it('goes back to the first page when a filter changes, and keeps the open lead', () => {
    const state = stateOf('status=new&page=3&lead=8');
    expect(withFilter(state, 'channel', 'chat')).toEqual({ ...state, channel: 'chat', page: 1 });
    expect(withFilter(state, 'status', '')).toEqual({ ...state, status: undefined, page: 1 });
    expect(withFilter(state, 'status', 'nonsense').status).toBeUndefined();
    expect(withFilter(state, 'listing_id', '42').listing_id).toBe(42);
    expect(isFiltered(state)).toBe(true);
    expect(isFiltered(stateOf('page=2&lead=3'))).toBe(false);
    expect(cleared()).toEqual({ page: 1 });
  });
});

describe('the search box when a URL lands', () => {
  it('keeps what is typed when its own search lands, and what was typed after it', () => {
    expect(onLanding({ text: 'jam', edited: true, asked: ['ja'] }, 'ja')).toEqual({ text: 'jam', asked: [] });
    // Trailing spaces are not in the URL, and stay under the caret.
    expect(onLanding({ text: 'james ', edited: false, asked: ['james'] }, 'james')).toEqual({
      text: 'james ',
      asked: [],
    });
    // An older apply landing late is not the box's latest: it keeps waiting for the newer one.
    expect(onLanding({ text: 'jame', edited: false, asked: ['ja', 'jame'] }, 'ja')).toEqual({
      text: 'jame',
      asked: ['jame'],
    });
  });

  it('shows the search of another URL (Back, a link), unless typed in since', () => {
    expect(onLanding({ text: 'ja', edited: false, asked: [] }, '')).toEqual({ text: '', asked: [] });
    expect(onLanding({ text: '', edited: false, asked: [] }, 'ja')).toEqual({ text: 'ja', asked: [] });
    expect(onLanding({ text: 'aisha', edited: true, asked: [] }, 'ja')).toEqual({ text: 'aisha', asked: [] });
  });
});
