// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, render, screen, waitFor } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { hydrateRoot } from 'react-dom/client';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { loadQueryCore, queryCore } from './core-store';
import { useMutation, useQuery, useQueryClient } from './query';

afterEach(cleanup);

function Greeting({ initial, fetcher }: { initial?: string; fetcher: () => Promise<string> }) {
  const query = useQuery({ queryKey: ['greeting', initial ?? null], queryFn: fetcher, initialData: initial });
  return (
    <p data-testid="greeting">
      {query.data ?? 'none'} {query.status} {query.isFetching ? 'fetching' : 'idle'}
    </p>
  );
}

describe('lib/query before TanStack Query has loaded', () => {
  it('renders on the server from the options alone, making no query', () => {
    const client = new QueryClient();
    const fetcher = vi.fn(async () => 'fetched');
    const html = renderToString(
      <QueryClientProvider client={client}>
        <Greeting initial="Hello" fetcher={fetcher} />
        <Greeting fetcher={fetcher} />
      </QueryClientProvider>,
    );
    // initialData with the default staleTime (0) is stale: TanStack's first result says it fetches.
    expect(html).toContain('Hello<!-- --> <!-- -->success<!-- --> <!-- -->fetching');
    expect(html).toContain('none<!-- --> <!-- -->pending<!-- --> <!-- -->fetching');
    expect(client.getQueryCache().getAll()).toHaveLength(0);
    expect(fetcher).not.toHaveBeenCalled();
  });

  it('hydrates as the server rendered, then loads the core and fetches with it', async () => {
    const fetcher = vi.fn(async () => 'fetched');
    const app = <Greeting fetcher={fetcher} />;
    const container = document.createElement('div');
    container.innerHTML = renderToString(app);
    document.body.append(container);
    const errors = vi.spyOn(console, 'error');
    await act(async () => {
      hydrateRoot(container, app);
    });
    await waitFor(() => expect(container.textContent).toBe('fetched success idle'));
    expect(fetcher).toHaveBeenCalledTimes(1);
    expect(errors).not.toHaveBeenCalled();
    expect(queryCore()).not.toBeNull();
    container.remove();
  });
});

function Counter({ onDone }: { onDone: (n: number) => void }) {
  const client = useQueryClient();
  const add = useMutation({
    mutationFn: async (n: number) => n + 1,
    onSuccess: (n) => {
      client.setQueryData(['count'], n);
      onDone(n);
    },
  });
  return (
    <button type="button" onClick={() => add.mutate(41)}>
      {add.isSuccess ? `done ${add.data}` : 'add'}
    </button>
  );
}

describe('lib/query once TanStack Query is there', () => {
  it('runs mutations through TanStack with the client of the context', async () => {
    await loadQueryCore();
    const client = new QueryClient();
    const onDone = vi.fn();
    render(
      <QueryClientProvider client={client}>
        <Counter onDone={onDone} />
      </QueryClientProvider>,
    );
    act(() => screen.getByRole('button').click());
    await waitFor(() => expect(screen.getByRole('button').textContent).toBe('done 42'));
    expect(onDone).toHaveBeenCalledWith(42);
    expect(client.getQueryData(['count'])).toBe(42);
  });
});
