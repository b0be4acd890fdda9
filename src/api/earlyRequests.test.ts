import { dropEarlyRequests, startEarlyRequest, takeEarlyRequest } from './earlyRequests';

const KEY = ['problems', 'list', { page: 1 }] as const;

afterEach(() => {
  dropEarlyRequests();
  jest.restoreAllMocks();
});

describe('early requests', () => {
  it('hands a started request to the first taker of the same session and key, once', async () => {
    const request = jest.fn(() => Promise.resolve('first page'));
    startEarlyRequest('session-a', KEY, request);
    expect(request).toHaveBeenCalledTimes(1);
    expect(takeEarlyRequest('session-b', KEY)).toBeUndefined();
    expect(takeEarlyRequest('session-a', ['problems', 'list', { page: 2 }])).toBeUndefined();
    const taken = takeEarlyRequest<string>('session-a', KEY);
    await expect(taken?.promise).resolves.toBe('first page');
    expect(taken?.settled).toEqual({ data: 'first page' });
    expect(takeEarlyRequest('session-a', KEY)).toBeUndefined();
  });

  it('does not hand over a request older than ten seconds, and aborts it', () => {
    let signal: AbortSignal | undefined;
    const now = jest.spyOn(Date, 'now').mockReturnValue(1_000_000);
    startEarlyRequest('session-a', KEY, (given) => {
      signal = given;
      return new Promise(() => undefined);
    });
    now.mockReturnValue(1_000_000 + 10_001);
    expect(takeEarlyRequest('session-a', KEY)).toBeUndefined();
    expect(signal?.aborted).toBe(true);
  });

  it('aborts what nobody took when the application goes away', () => {
    const signals: AbortSignal[] = [];
    const hang = (signal: AbortSignal) => {
      signals.push(signal);
      return new Promise<never>(() => undefined);
    };
    startEarlyRequest('session-a', KEY, hang);
    // Starting the same request again replaces (and aborts) the first.
    startEarlyRequest('session-a', KEY, hang);
    expect(signals.map((signal) => signal.aborted)).toEqual([true, false]);
    dropEarlyRequests();
    expect(signals.map((signal) => signal.aborted)).toEqual([true, true]);
    expect(takeEarlyRequest('session-a', KEY)).toBeUndefined();
  });

  it('keeps a failed early request quiet until a screen takes it', async () => {
    startEarlyRequest('session-a', KEY, () => Promise.reject(new Error('The list could not be loaded.')));
    await Promise.resolve();
    const taken = takeEarlyRequest('session-a', KEY);
    expect(taken?.settled).toBeUndefined();
    await expect(taken?.promise).rejects.toThrow('The list could not be loaded.');
  });
});
