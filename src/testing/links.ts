import { screen } from '@testing-library/react';

/** The link named `name` points at `href`. */
export function expectLinkTo(name: string | RegExp, href: string) {
  expect(screen.getByRole('link', { name })).toHaveAttribute('href', href);
}
