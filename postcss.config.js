/** Scopes every selector of the plugin's CSS under .sd-root; document-level selectors become .sd-root itself. */
const prefixer = require('postcss-prefix-selector');

module.exports = {
  plugins: [
    prefixer({
      prefix: '.sd-root',
      transform(prefix, selector, prefixedSelector) {
        if (/^(html|body|:root)\b/.test(selector)) {
          return selector.replace(/^(html|body|:root)/, prefix);
        }
        if (selector.startsWith(prefix)) return selector;
        return prefixedSelector;
      },
    }),
  ],
};
