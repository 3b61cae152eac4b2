// The direction of imports between k8sform's folders (docs/architecture.md), checked by
// `npm run check:boundaries` and by `npm test`. Each folder lists what it may import besides itself;
// everything else of ours is forbidden, with no exceptions. Type-only imports count: a type names a
// dependency just as a value does.
const GROUND = ['model', 'crypto', 'errors'];

/** What each folder of src/ may import besides itself and the ground floor. */
const ALLOWED = {
  model: [],
  crypto: [],
  errors: [],
  config: [],
  state: [],
  providers: [],
  views: [],
  render: ['config'],
  planner: ['state', 'render', 'config'],
  apply: ['providers'],
  engine: ['config', 'state', 'providers', 'render', 'planner', 'apply'],
  cli: ['engine', 'views'],
};

/** A path pattern for a folder of src/ (errors is one file, src/errors.ts). */
const folder = (name) => (name === 'errors' ? '^src/errors\\.ts$' : `^src/${name}/`);

const forbidden = Object.entries(ALLOWED).map(([from, allowed]) => {
  const mayImport = new Set([from, ...GROUND, ...allowed]);
  return {
    name: `${from}-imports`,
    comment: `src/${from} may import only ${[...mayImport].map((n) => (n === 'errors' ? 'errors.ts' : n)).join(', ')} of ours`,
    severity: 'error',
    from: { path: folder(from) },
    to: { path: '^src/', pathNot: [...mayImport].map(folder) },
  };
});

forbidden.push(
  {
    name: 'every-file-in-a-folder',
    comment: 'every module of src/ belongs to one of the folders the rules above name',
    severity: 'error',
    from: { path: '^src/', pathNot: Object.keys(ALLOWED).map(folder) },
    to: {},
  }
);

module.exports = {
  forbidden,
  options: {
    doNotFollow: { path: 'node_modules' },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
  },
};
