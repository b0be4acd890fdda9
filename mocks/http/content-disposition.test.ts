import { contentDisposition } from './content-disposition';

describe('contentDisposition', () => {
  it.each([
    ['plain.txt', 'attachment; filename="plain.txt"; filename*=UTF-8\'\'plain.txt'],
    [
      'evil"\r\nSet-Cookie: x=1.txt',
      'attachment; filename="evil___Set-Cookie: x=1.txt"; filename*=UTF-8\'\'evil%22%0D%0ASet-Cookie%3A%20x%3D1.txt',
    ],
    ['back\\slash (1).txt', 'attachment; filename="back_slash (1).txt"; filename*=UTF-8\'\'back%5Cslash%20%281%29.txt'],
    ['', 'attachment; filename="attachment"; filename*=UTF-8\'\''],
  ])('writes %j safely', (name, header) => {
    expect(contentDisposition(name)).toBe(header);
    expect(contentDisposition(name)).not.toMatch(/[\r\n]/);
  });
});
