import { render, screen } from '@testing-library/react';
import { QueryClientProvider, useQuery } from '@tanstack/react-query';
import { createQueryClient } from '@/ui/PluginProviders';
import { useEarlyRequest } from './useEarlyRequest';
import { dropEarlyRequests, startEarlyRequest } from '@/api/earlyRequests';

const SESSION = 'http://sd.test|token|1';

function Rows({ request }: { request: (signal: AbortSignal) => Promise<string> }) {
  const queryKey = ['rows', 1];
  const queryFn = useEarlyRequest(queryKey, request, SESSION);
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

afterEach(() => dropEarlyRequests());

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

  it("shows the loader's answer in the first render when it has already arrived, asking nothing", async () => {
    startEarlyRequest(SESSION, ['rows', 1], () => Promise.resolve('prefetched page'));
    await Promise.resolve();
    const request = jest.fn(() => Promise.resolve('own request'));
    renderRows(request);
    expect(screen.getByText('prefetched page')).toBeInTheDocument();
    expect(request).not.toHaveBeenCalled();
  });

  it("takes the loader's request still on its way instead of sending a second one", async () => {
    let answer: (value: string) => void = () => undefined;
    startEarlyRequest(SESSION, ['rows', 1], () => new Promise<string>((resolve) => (answer = resolve)));
    const request = jest.fn(() => Promise.resolve('own request'));
    renderRows(request);
    expect(screen.getByText('loading')).toBeInTheDocument();
    answer('prefetched page');
    expect(await screen.findByText('prefetched page')).toBeInTheDocument();
    expect(request).not.toHaveBeenCalled();
  });

  it("ignores another session's early request", async () => {
    startEarlyRequest('http://other.test|token|2', ['rows', 1], () => Promise.resolve('not mine'));
    await Promise.resolve();
    const request = jest.fn(() => Promise.resolve('own request'));
    renderRows(request);
    expect(await screen.findByText('own request')).toBeInTheDocument();
    expect(request).toHaveBeenCalledTimes(1);
  });
});
