import { matchRoute, type ScreenRoute } from '@/ui/RouteSwitch';

/** A test that `routes` open the form at `${base}/create` with no id and at `${base}/12/edit` with it. */
export function itRoutesCreateAndEdit(routes: ScreenRoute[], base: string) {
  it('is routed for create and edit', () => {
    expect(matchRoute(routes, `${base}/create`)?.params).toEqual({});
    expect(matchRoute(routes, `${base}/12/edit`)?.params).toEqual({ id: '12' });
  });
}
