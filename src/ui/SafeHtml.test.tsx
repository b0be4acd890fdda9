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

describe('SafeHtml and the page around it', () => {
  it('drops class, style, id and name, so stored HTML cannot cover or imitate the page', () => {
    const container = renderHtml(
      '<div class="modal d-block position-fixed vh-100" style="z-index:9999" id="overlay"><h2 class="modal-title">Change approval</h2><p>Click <a class="btn btn-primary" href="https://evil.example" name="go">Approve</a></p></div>',
    );

    expect(container.querySelector('[class], [style], [id], [name]')).toBeNull();
    expect(container.querySelector('h2')).toHaveTextContent('Change approval');
    expect(container.querySelector('a')).toHaveAttribute('href', 'https://evil.example');
  });

  it('cannot clobber the globals and document properties the plugin reads', () => {
    renderHtml(
      '<a id="sdConfig" name="sdConfig">x</a><form name="cookie"></form><img name="body" src="data:image/png;base64,AAAA"><a id="__SD_HOST__">y</a>',
    );

    expect((window as unknown as Record<string, unknown>).sdConfig).toBeUndefined();
    expect((window as unknown as Record<string, unknown>).__SD_HOST__).toBeUndefined();
    expect(typeof document.cookie).toBe('string');
    expect(document.body).toBeInstanceOf(HTMLBodyElement);
  });

  it('shows an image from elsewhere as a link instead of loading it, and keeps pasted pictures', () => {
    const container = renderHtml(
      '<p><img src="https://tracker.example/pixel.png" alt="Diagram"><img src="/service-desk/api/change/assign/3/1"><img src="data:image/png;base64,iVBORw0KGgo=" alt="pasted"><img srcset="https://tracker.example/a.png 2x" src="data:image/gif;base64,R0lGOD=="></p>',
    );

    const images = Array.from(container.querySelectorAll('img'));
    expect(images.map((image) => image.getAttribute('src'))).toEqual([
      'data:image/png;base64,iVBORw0KGgo=',
      'data:image/gif;base64,R0lGOD==',
    ]);
    expect(images[1]).not.toHaveAttribute('srcset');
    const links = Array.from(container.querySelectorAll('a'));
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Diagram', 'https://tracker.example/pixel.png'],
      ['/service-desk/api/change/assign/3/1', '/service-desk/api/change/assign/3/1'],
    ]);
    expect(container.innerHTML).not.toMatch(/tracker\.example\/a\.png/);
  });
});
