import { readHostContext } from './readHostContext';

describe('readHostContext', () => {
  afterEach(() => {
    document.head.innerHTML = '';
  });

  it('takes the fields the host passes', () => {
    const navigateToUrl = jest.fn();
    const context = readHostContext({
      hostContext: {
        apiBaseUrl: 'https://desk.example/',
        csrfToken: 'abc',
        currentUser: { id: 7, name: 'Sam', role: 'agent' },
        locale: 'de',
      },
      singleSpa: { navigateToUrl },
    });
    expect(context).toMatchObject({
      apiBaseUrl: 'https://desk.example',
      csrfToken: 'abc',
      currentUser: { id: 7, name: 'Sam', role: 'agent' },
      locale: 'de',
    });
    expect(context.navigateToUrl).toBe(navigateToUrl);
  });

  it('reads what is missing from the page the way the host publishes it', () => {
    document.head.innerHTML =
      '<meta name="api-base-url" content="https://desk.example/api-root"><meta name="csrf-token" content="from-meta">';
    const context = readHostContext({});
    expect(context.apiBaseUrl).toBe('https://desk.example/api-root');
    expect(context.csrfToken).toBe('from-meta');
    expect(context.currentUser).toBeNull();
  });

  it('falls back to the page origin without a meta tag', () => {
    expect(readHostContext().apiBaseUrl).toBe(window.location.origin);
  });
});
