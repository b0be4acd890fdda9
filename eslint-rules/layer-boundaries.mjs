import path from 'node:path';

/**
 * Which top-level folders of src/ each layer may import from. Dependencies flow one way:
 * format, api, host, i18n -> ui -> records -> federation (how an area becomes a single-spa
 * application) -> features -> the entry points (plugin.ts, routes.ts, exposes.ts, slots/).
 * Entry points, test files and src/testing are outside the layers: they may reach what they wire or exercise.
 */
const ALLOWED = {
  format: ['format'],
  i18n: ['i18n', 'format'],
  api: ['api', 'format'],
  host: ['host', 'api', 'format', 'i18n'],
  ui: ['ui', 'format', 'host', 'i18n'],
  records: ['records', 'ui', 'api', 'format', 'host', 'i18n'],
  federation: ['federation', 'records', 'ui', 'api', 'format', 'host', 'i18n'],
  features: ['features', 'federation', 'records', 'ui', 'api', 'format', 'host', 'i18n'],
};

const TEST_FILE = /\.test\.[cm]?[jt]sx?$/;

/** 'src/features/changes/view/X.tsx' -> ['features', 'changes', 'view', 'X.tsx'], or null outside src. */
function srcParts(file, cwd) {
  const relative = path.relative(cwd, file).split(path.sep);
  return relative[0] === 'src' ? relative.slice(1) : null;
}

function resolveTarget(specifier, file, cwd) {
  if (specifier.startsWith('@/')) return srcParts(path.join(cwd, 'src', specifier.slice(2)), cwd);
  if (specifier.startsWith('.')) return srcParts(path.resolve(path.dirname(file), specifier), cwd);
  return null;
}

/** An area's public surface is its index: `features/<area>` or `features/<area>/index`. */
function isAreaSurface(target) {
  return target.length === 2 || (target.length === 3 && /^index(\.tsx?)?$/.test(target[2]));
}

function violation(from, target) {
  const [layer, area] = from;
  const [targetLayer, targetArea] = target;
  const allowed = ALLOWED[layer];
  if (!allowed) return null;
  if (!allowed.includes(targetLayer)) return `'${layer}/' may not import from '${targetLayer}/'`;
  if (layer === 'features' && targetLayer === 'features' && targetArea !== area && !isAreaSurface(target)) {
    return `the '${area}' area may use the '${targetArea}' area only through its index.ts`;
  }
  return null;
}

export const layerBoundaries = {
  meta: {
    type: 'problem',
    docs: { description: 'Keep imports flowing one way between the layers of src/ and between areas' },
    schema: [],
  },
  create(context) {
    const file = context.filename;
    const from = srcParts(file, context.cwd);
    if (!from || from.length < 2 || TEST_FILE.test(file) || from[0] === 'testing') return {};
    const check = (node) => {
      const specifier = node.source?.value;
      if (typeof specifier !== 'string') return;
      const target = resolveTarget(specifier, file, context.cwd);
      if (!target || target.length === 0) return;
      const message = violation(from, target);
      if (message) context.report({ node: node.source, message: `${message} ('${specifier}').` });
    };
    return {
      ImportDeclaration: check,
      ExportNamedDeclaration: check,
      ExportAllDeclaration: check,
      ImportExpression: check,
    };
  },
};

export default { rules: { 'layer-boundaries': layerBoundaries } };
