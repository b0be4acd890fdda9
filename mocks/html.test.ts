import { escapeHtml, jsonForScript } from './html';

describe('escapeHtml', () => {
  it('escapes the characters that matter in text and attributes', () => {
    expect(escapeHtml(`<a href="x">Tom & 'Jerry'</a>`)).toBe(
      '&lt;a href=&quot;x&quot;&gt;Tom &amp; &#39;Jerry&#39;&lt;/a&gt;',
    );
  });
});

describe('jsonForScript', () => {
  it('cannot close the script element it sits in, and parses back to the same value', () => {
    const value = { name: '</script><script>alert(1)</script>', note: 'a & b \u2028' };

    const json = jsonForScript(value);

    expect(json).not.toContain('<');
    expect(json).not.toContain('>');
    expect(json).not.toContain('\u2028');
    expect(JSON.parse(json)).toEqual(value);
  });
});
