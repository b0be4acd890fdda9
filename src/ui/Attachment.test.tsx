import { screen } from '@testing-library/react';
import { Attachment, fileKind } from './Attachment';
import { renderWithPlugin } from '@/testing/renderWithPlugin';

describe('Attachment', () => {
  it.each([
    ['application/pdf', 'report.pdf', 'pdf'],
    ['xls', 'costs.xls', 'spreadsheet'],
    [null, 'sheet.xlsx', 'spreadsheet'],
    ['text/plain', 'notes', 'text'],
    ['txt', 'notes.txt', 'text'],
    ['image/png', 'screen.png', 'image'],
    [null, 'photo.JPG', 'image'],
    ['application/zip', 'logs.zip', 'file'],
  ])('takes %p / %p as a %s', (type, name, kind) => {
    expect(fileKind(type, name)).toBe(kind);
  });

  it('links the download to a new window and shows the size', () => {
    renderWithPlugin(<Attachment file={{ id: 9, value: 'trace.txt', size: 2560, type: 'txt' }} owner="sd_problem:4" />);
    const link = screen.getByRole('link', { name: 'Download trace.txt' });
    expect(link).toHaveAttribute('href', 'http://sd.test/service-desk/download/9/sd_problem:4/attachment');
    expect(link).toHaveAttribute('target', '_blank');
    expect(screen.getByText('(2.5 KB)')).toBeInTheDocument();
  });

  it.each([
    ['report.pdf', 'PDF file'],
    ['costs.xlsx', 'Spreadsheet'],
    ['notes.txt', 'Text file'],
    ['screen.png', 'Image'],
    ['logs.zip', 'File'],
  ])('shows %s with an SVG icon named %p, not an emoji', (name, iconName) => {
    const { container } = renderWithPlugin(
      <Attachment file={{ id: 9, value: name, size: 10, type: null }} owner="sd_problem:4" />,
    );
    expect(screen.getByRole('img', { name: iconName }).tagName.toLowerCase()).toBe('svg');
    expect(container.textContent).not.toMatch(/\p{Extended_Pictographic}/u);
  });
});
