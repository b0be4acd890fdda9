import { render, screen } from '@testing-library/react';
import { useAlert } from './alerts';
import { carriedMessage, carryToNextPage } from './carriedMessage';

function Screen({ showCarried }: { showCarried: boolean }) {
  const { alert } = useAlert({ showCarried });
  return <p>{alert?.text ?? 'no message'}</p>;
}

describe('a message carried to the next page', () => {
  afterEach(() => window.sessionStorage.clear());

  it('is shown once by the screen the user is sent to', () => {
    carryToNextPage('Change deleted successfully.');
    const first = render(<Screen showCarried />);
    expect(screen.getByText('Change deleted successfully.')).toBeInTheDocument();
    expect(carriedMessage()).toBeNull();
    first.unmount();
    render(<Screen showCarried />);
    expect(screen.getByText('no message')).toBeInTheDocument();
  });

  it('is left for the list by a screen that does not show it', () => {
    carryToNextPage('Problem created successfully.');
    render(<Screen showCarried={false} />);
    expect(screen.getByText('no message')).toBeInTheDocument();
    expect(carriedMessage()).toBe('Problem created successfully.');
  });
});
