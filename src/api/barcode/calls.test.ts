import { labelSheetUrl } from './calls';

describe('labelSheetUrl', () => {
  it('names each asset as ids[n] under the product base', () => {
    expect(labelSheetUrl('https://desk.example/', [12, 7])).toBe(
      'https://desk.example/service-desk/generate-barcode?ids%5B0%5D=12&ids%5B1%5D=7',
    );
  });
});
