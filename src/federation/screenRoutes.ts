import { createElement, type ComponentType } from 'react';
import type { ScreenProps, ScreenRoute } from '../ui/RouteSwitch';
import type { PageDeclaration } from './routeDeclaration';

type Screen = ScreenRoute['screen'];
type ListFormScreens<Kind extends string> = Record<`${Kind}List` | `${Kind}Create` | `${Kind}Edit`, Screen>;
/** A screen serving several kinds of record, told which by its prop `Prop`. */
type KindScreen<Prop extends string, Kind extends string> = ComponentType<ScreenProps & Record<Prop, Kind>>;

/** An area's route table: the screen of each declared page, in the order the pages are declared. */
export function screenRoutes<Pages extends Record<string, PageDeclaration>>(
  pages: Pages,
  screens: { [Name in keyof Pages]: Screen },
): ScreenRoute[] {
  return Object.keys(pages).map((name) => ({ pattern: pages[name].pattern, screen: screens[name] }));
}

/** The screens of the pages `<kind>List`, `<kind>Create` and `<kind>Edit`: one form serves create and edit. */
export function listFormScreens<Kind extends string>(
  kind: Kind,
  { list, form }: { list: Screen; form: Screen },
): ListFormScreens<Kind> {
  return { [`${kind}List`]: list, [`${kind}Create`]: form, [`${kind}Edit`]: form } as ListFormScreens<Kind>;
}

/**
 * The list and form screens of several kinds of record, made of one list and one form that serve
 * every kind, told which by their prop `prop`; each kind's screens are named `<kind><name>`.
 */
export function listFormScreensOfKinds<Kind extends string, Prop extends string>(
  prop: Prop,
  kinds: readonly Kind[],
  screens: { name: string; list: KindScreen<Prop, Kind>; form: KindScreen<Prop, Kind> },
): ListFormScreens<Kind> {
  const screensOf = (kind: Kind) => {
    const ofKind = (screen: KindScreen<Prop, Kind>) =>
      screenWith(screen, { [prop]: kind } as Record<Prop, Kind>, kind + screens.name);
    return listFormScreens(kind, { list: ofKind(screens.list), form: ofKind(screens.form) });
  };
  return Object.assign({}, ...kinds.map(screensOf)) as ListFormScreens<Kind>;
}

/** A page's screen made of a screen that serves several pages, given the props that tell which. */
export function screenWith<Fixed extends object>(
  Screen: ComponentType<ScreenProps & Fixed>,
  fixed: Fixed,
  displayName: string,
): ComponentType<ScreenProps> {
  const FixedScreen = (props: ScreenProps) => createElement(Screen, { ...props, ...fixed });
  FixedScreen.displayName = displayName;
  return FixedScreen;
}
