import { createElement, type ComponentType } from 'react';
import type { ScreenProps, ScreenRoute } from '../ui/RouteSwitch';
import type { PageDeclaration } from './routeDeclaration';

type Screen = ScreenRoute['screen'];

/** An area's route table: the screen of each declared page, in the order the pages are declared. */
export function screenRoutes<Pages extends Record<string, PageDeclaration>>(
  pages: Pages,
  screens: { [Name in keyof Pages]: Screen },
): ScreenRoute[] {
  return Object.keys(pages).map((name) => ({ pattern: pages[name].pattern, screen: screens[name] }));
}

/** The screens of a record's pages `list`, `create`, `edit` and `show`: one form serves create and edit. */
export function recordScreens({ list, form, show }: { list: Screen; form: Screen; show: Screen }) {
  return { list, create: form, edit: form, show };
}

/** The screens of the pages `<kind>List`, `<kind>Create` and `<kind>Edit`: one form serves create and edit. */
export function listFormScreens<Kind extends string>(
  kind: Kind,
  list: Screen,
  form: Screen,
): Record<`${Kind}List` | `${Kind}Create` | `${Kind}Edit`, Screen> {
  return { [`${kind}List`]: list, [`${kind}Create`]: form, [`${kind}Edit`]: form } as Record<
    `${Kind}List` | `${Kind}Create` | `${Kind}Edit`,
    Screen
  >;
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
