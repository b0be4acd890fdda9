import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithPlugin } from '@/testing/renderWithPlugin';
import { CarriedMessageAlert } from './CarriedMessageAlert';
import { carriedMessage, carryToNextPage } from './carriedMessage';

describe('the carried message alert', () => {
  afterEach(() => window.sessionStorage.clear());

  it('shows the message the previous page left, once, and can be dismissed', async () => {
    carryToNextPage('Asset created successfully.');
    renderWithPlugin(<CarriedMessageAlert area="asset-view" />);
    expect(screen.getByRole('status')).toHaveTextContent('Asset created successfully.');
    expect(carriedMessage()).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Dismiss' }));
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('renders nothing without a message', () => {
    const { container } = renderWithPlugin(<CarriedMessageAlert area="asset-view" />);
    expect(container).toBeEmptyDOMElement();
  });
});
