import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { I18nextProvider } from 'react-i18next';
import { createI18n } from '@/i18n/createI18n';
import { Pagination, pageChunk } from './Pagination';

describe('page links', () => {
  it('are shown in fixed chunks of five', () => {
    expect(pageChunk(1, 12)).toEqual([1, 2, 3, 4, 5]);
    expect(pageChunk(5, 12)).toEqual([1, 2, 3, 4, 5]);
    expect(pageChunk(6, 12)).toEqual([6, 7, 8, 9, 10]);
    expect(pageChunk(12, 12)).toEqual([11, 12]);
    expect(pageChunk(1, 0)).toEqual([]);
  });

  it('mark the current page and disable what leads nowhere', async () => {
    const onPageChange = jest.fn();
    render(
      <I18nextProvider i18n={createI18n()}>
        <Pagination page={6} pageCount={7} onPageChange={onPageChange} />
      </I18nextProvider>,
    );
    expect(screen.getByRole('button', { name: 'Page 6' })).toHaveAttribute('aria-current', 'page');
    expect(screen.queryByRole('button', { name: 'Page 5' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Page 7' })).toBeEnabled();
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(onPageChange).toHaveBeenCalledWith(7);
    await userEvent.click(screen.getByRole('button', { name: 'First' }));
    expect(onPageChange).toHaveBeenCalledWith(1);
  });

  it('is hidden for a single page', () => {
    const { container } = render(
      <I18nextProvider i18n={createI18n()}>
        <Pagination page={1} pageCount={1} onPageChange={jest.fn()} />
      </I18nextProvider>,
    );
    expect(container).toBeEmptyDOMElement();
  });
});
