import { render, screen } from '@testing-library/react';
import { QueryClientProvider, useQuery } from '@tanstack/react-query';
import { createQueryClient } from '../../../src/ui/PluginProviders';
import { useEarlyRequest } from '../../../src/ui/hooks/useEarlyRequest';

function Rows({ request }: { request: (signal: AbortSignal) => Promise<string> }) {
  const queryKey = ['rows', 1];
  const queryFn = useEarlyRequest(queryKey, request);
  const rows = useQuery({ queryKey, queryFn });
  if (rows.isError) return <p role="alert">{rows.error.message}</p>;
  return <p>{rows.data ?? 'loading'}</p>;
}

function renderRows(request: (signal: AbortSignal) => Promise<string>) {
  return render(
    <QueryClientProvider client={createQueryClient()}>
      <Rows request={request} />
    </QueryClientProvider>,
  );
}

describe('useEarlyRequest', () => {
  it('sends the first request while rendering and shows its answer, requesting once', async () => {
    const request = jest.fn(() => Promise.resolve('first page'));
    renderRows(request);
    // Already on its way before any effect ran.
    expect(request).toHaveBeenCalledTimes(1);
    expect(await screen.findByText('first page')).toBeInTheDocument();
    expect(request).toHaveBeenCalledTimes(1);
  });

  it('shows an error that came back before the query started, without asking again', async () => {
    const request = jest.fn(() => Promise.reject(new Error('The list could not be loaded.')));
    renderRows(request);
    expect(await screen.findByRole('alert')).toHaveTextContent('The list could not be loaded.');
    expect(request).toHaveBeenCalledTimes(1);
  });

  it('aborts the request when the screen goes away before the answer', () => {
    let signal: AbortSignal | undefined;
    const request = jest.fn((given: AbortSignal) => {
      signal = given;
      return new Promise<string>(() => undefined);
    });
    const view = renderRows(request);
    view.unmount();
    expect(signal?.aborted).toBe(true);
  });
});
