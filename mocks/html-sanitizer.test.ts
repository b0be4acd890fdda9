import { cleanHtml } from './html-sanitizer';

describe('cleanHtml', () => {
  it('keeps the semantic tags and their text', () => {
    const html =
      '<h2>Root cause</h2><p>The <strong>VPN</strong> drops <em>every</em> 30 minutes.</p><ul><li>one</li></ul>';

    expect(cleanHtml(html)).toBe(html);
  });

  it('drops class, style, id and name, so the HTML cannot cover or imitate the page', () => {
    const clean = cleanHtml(
      '<div class="modal d-block position-fixed vh-100" style="z-index:9999" id="approval"><h5 class="modal-title" name="x">Change approval</h5><a class="btn btn-primary" href="https://evil.example">Approve</a></div>',
    );

    expect(clean).toBe(
      '<div><h5>Change approval</h5><a href="https://evil.example" rel="noopener noreferrer">Approve</a></div>',
    );
  });

  it('removes scripts, handlers, forms, styles, frames and javascript: links', () => {
    const clean = cleanHtml(
      '<p onclick="x()">a</p><script>x()</script><style>*{}</style><form action="/x"><input name="q"><button>b</button></form><iframe src="/"></iframe><a href="javascript:x()">c</a><svg><script>x()</script></svg>',
    );

    // The text of a removed element stays, as text.
    expect(clean).toBe('<p>a</p>b<a rel="noopener noreferrer">c</a>');
  });

  it('keeps inline pictures and turns images from elsewhere, this site included, into links', () => {
    const clean = cleanHtml(
      '<img src="data:image/png;base64,iVBORw0KGgo=" alt="pasted"><img src="https://tracker.example/p.png" alt="Diagram"><img src="/service-desk/api/change/assign/3/1"><img src="javascript:x()" alt="bad">',
    );

    expect(clean).toBe(
      '<img src="data:image/png;base64,iVBORw0KGgo=" alt="pasted">' +
        '<a href="https://tracker.example/p.png" rel="noopener noreferrer">Diagram</a>' +
        '<a href="/service-desk/api/change/assign/3/1" rel="noopener noreferrer">/service-desk/api/change/assign/3/1</a>' +
        '<a rel="noopener noreferrer">bad</a>',
    );
  });
});
