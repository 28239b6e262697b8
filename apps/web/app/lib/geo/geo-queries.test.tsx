import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { useCountries } from './geo-queries';

function Countries() {
  useCountries('en', false);
  return null;
}

describe('useCountries in a server render', () => {
  it('starts no garbage-collection timer that would keep the request alive for a day', () => {
    const client = new QueryClient();
    const timers = () => process.getActiveResourcesInfo().filter((r) => r === 'Timeout').length;
    const before = timers();
    renderToString(
      <QueryClientProvider client={client}>
        <Countries />
      </QueryClientProvider>,
    );
    expect(client.getQueryCache().find({ queryKey: ['countries', 'en'] })).toBeUndefined();
    expect(timers()).toBe(before);
  });
});
