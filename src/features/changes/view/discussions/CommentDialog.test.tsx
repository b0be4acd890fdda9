import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { CommentDialog } from './CommentDialog';
import { hugeFile, TOO_LARGE } from '@/testing/files';
import { renderWithPlugin } from '@/testing/renderWithPlugin';

describe('files over the 10 MB upload limit', () => {
  it('the discussion comment dialog refuses it on the field and sends nothing', async () => {
    const onSubmit = jest.fn(async () => 'Comment added.');
    renderWithPlugin(
      <CommentDialog
        show
        title="Add a comment"
        initial="<p>Keep this text</p>"
        parentId={null}
        onClose={jest.fn()}
        onSubmit={onSubmit}
        onDone={jest.fn()}
      />,
    );
    const input = await screen.findByLabelText('Attachments');
    await userEvent.upload(input, [new File(['a'], 'ok.txt'), hugeFile()]);
    expect(await screen.findByText(TOO_LARGE)).toBeInTheDocument();
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(document.querySelector('textarea')).toHaveValue('<p>Keep this text</p>');
    expect(onSubmit).not.toHaveBeenCalled();
  });
});
