import { screen } from '@testing-library/react';
import type { SavedChangeFilter } from '@/api/change-filters';
import { renderWithPlugin } from '@/testing/renderWithPlugin';
import { savedChangeFilter } from '@/testing/records';
import { SavedFilterSelect } from './SavedFilterSelect';

describe('SavedFilterSelect', () => {
  const flagged: SavedChangeFilter = { ...savedChangeFilter([]), fields: [], icon_class: 'fa fa-flag' };

  it('shows the icon of the saved filter chosen', () => {
    const { container } = renderWithPlugin(
      <SavedFilterSelect filters={[flagged]} currentId={4} onChoose={jest.fn()} />,
    );
    expect(screen.getByRole('combobox')).toHaveValue('4');
    expect(container.querySelector('svg[data-icon="fa fa-flag"]')).not.toBeNull();
  });

  it('shows no icon without a chosen filter, or for an icon class it does not draw', () => {
    const { container, rerender } = renderWithPlugin(
      <SavedFilterSelect filters={[flagged]} currentId={undefined} onChoose={jest.fn()} />,
    );
    expect(container.querySelector('svg')).toBeNull();
    rerender(
      <SavedFilterSelect filters={[{ ...flagged, icon_class: 'fa fa-unknown' }]} currentId={4} onChoose={jest.fn()} />,
    );
    expect(container.querySelector('svg')).toBeNull();
  });
});
