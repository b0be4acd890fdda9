/**
 * React is shared with the host as a singleton and never eager. The `react/` and `react-dom/`
 * keys share the sub-paths (react-dom/client, react/jsx-runtime); without them a second React
 * DOM would be bundled.
 */
const singleton = { singleton: true, eager: false, requiredVersion: '^19.0.0' } as const;

export const reactShared = {
  react: singleton,
  'react/': singleton,
  'react-dom': singleton,
  'react-dom/': singleton,
};
