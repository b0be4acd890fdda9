import { render } from '@testing-library/react';
import { SafeHtml } from './SafeHtml';

const renderHtml = (html: string) => render(<SafeHtml html={html} />).container;

describe('SafeHtml', () => {
  it('keeps formatting and text', () => {
    const container = renderHtml('<p>VPN <strong>drops</strong> every 30 minutes</p>');
    expect(container.querySelector('strong')).toHaveTextContent('drops');
    expect(container).toHaveTextContent('VPN drops every 30 minutes');
  });

  it('removes scripts, event handlers, styles and forms', () => {
    const container = renderHtml(
      '<img src="x" onerror="window.hacked=1"><script>window.hacked=1</script><style>body{display:none}</style><form><input></form><p style="color:red">text</p>',
    );
    expect(container.innerHTML).not.toMatch(/onerror|<script|<style|<form|<input|style=/);
    expect(container).toHaveTextContent('text');
  });

  it('drops javascript: and data: links but keeps web and mail links', () => {
    const container = renderHtml(
      '<a href="javascript:alert(1)">bad</a><a href=" JaVaScRiPt:alert(1)">bad2</a><a href="data:text/html,x">bad3</a><a href="https://example.org" target="_blank">good</a><a href="mailto:a@b.c">mail</a><a href="/thread/4">local</a>',
    );
    const links = Array.from(container.querySelectorAll('a'));
    expect(links.map((link) => link.getAttribute('href'))).toEqual([
      null,
      null,
      null,
      'https://example.org',
      'mailto:a@b.c',
      '/thread/4',
    ]);
    expect(links[3]).toHaveAttribute('rel', 'noopener noreferrer');
  });

  it('neutralises SVG script payloads', () => {
    const container = renderHtml(
      '<svg><script>alert(1)</script><a xlink:href="javascript:alert(1)"><text>x</text></a></svg>',
    );
    expect(container.innerHTML).not.toMatch(/script|javascript:/i);
  });
});
