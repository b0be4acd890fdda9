import { buildApp } from '../app';
import { TestClient } from '../testing/client';
import { NotFoundError } from './errors';

describe('error handling', () => {
  it('answers an unexpected failure with a bare 500 and our own errors with theirs', async () => {
    const app = await buildApp({ dbFile: ':memory:' });
    app.get('/api/test/boom', async () => {
      throw new Error('database exploded: secret detail');
    });
    app.get('/api/test/missing', async () => {
      throw new NotFoundError('Widget not found.');
    });
    try {
      const client = new TestClient(app);
      const boom = await client.get('/api/test/boom');
      const missing = await client.get('/api/test/missing');

      expect(boom.statusCode).toBe(500);
      expect(boom.json()).toEqual({ message: 'Server error.' });
      expect(missing.statusCode).toBe(404);
      expect(missing.json()).toEqual({ message: 'Widget not found.' });
    } finally {
      await app.close();
    }
  });

  it('answers an unknown API path with a JSON 404, whatever the method', async () => {
    const app = await buildApp({ dbFile: ':memory:' });
    try {
      const get = await app.inject({ method: 'GET', url: '/service-desk/api/nothing-here' });
      const post = await new TestClient(app).request({ method: 'POST', url: '/service-desk/api/nothing-here' });

      expect(get.statusCode).toBe(404);
      expect(get.json()).toEqual({ message: 'Not found.' });
      expect(post.statusCode).toBe(404);
      expect(post.json()).toEqual({ message: 'Not found.' });
    } finally {
      await app.close();
    }
  });
});
