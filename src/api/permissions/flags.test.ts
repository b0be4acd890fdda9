import { readActionFlags } from './flags';

describe('readActionFlags', () => {
  const keys = ['associated_asset', 'problem_asset_attach', 'change_comment'] as const;
  const whenMissing = { problem_asset_attach: 'associated_asset', change_comment: true } as const;

  it('reads each flag the server sends, also a false "may act" beside a true "may see"', () => {
    expect(
      readActionFlags({ associated_asset: 1, problem_asset_attach: false, change_comment: '0' }, keys, whenMissing),
    ).toEqual({ associated_asset: true, problem_asset_attach: false, change_comment: false });
  });

  it('reads a missing flag as the flag it stands in for, or as allowed', () => {
    expect(readActionFlags({ associated_asset: true }, keys, whenMissing)).toEqual({
      associated_asset: true,
      problem_asset_attach: true,
      change_comment: true,
    });
    expect(readActionFlags({ associated_asset: false }, keys, whenMissing).problem_asset_attach).toBe(false);
  });

  it('reads a missing flag without a stand-in as not allowed', () => {
    expect(readActionFlags({}, keys)).toEqual({
      associated_asset: false,
      problem_asset_attach: false,
      change_comment: false,
    });
  });
});
