import { execFileSync } from 'node:child_process';
import path from 'node:path';

const repoRoot = path.resolve(__dirname, '..');

interface Case {
  file: string;
  source: string;
}

/** Lints each snippet as if it were the named file, with the project's real ESLint config; the rule's messages. */
function boundaryMessages(cases: Case[], ruleId = 'architecture/layer-boundaries'): string[][] {
  const script = `
    import { ESLint } from 'eslint';
    const eslint = new ESLint({ cwd: process.cwd() });
    const [cases, ruleId] = [JSON.parse(process.argv[1]), process.argv[2]];
    const out = [];
    for (const { file, source } of cases) {
      const [result] = await eslint.lintText(source, { filePath: file });
      out.push(result.messages.filter((m) => m.ruleId === ruleId).map((m) => m.message));
    }
    console.log(JSON.stringify(out));`;
  const output = execFileSync(process.execPath, ['--input-type=module', '-e', script, JSON.stringify(cases), ruleId], {
    cwd: repoRoot,
    encoding: 'utf8',
  });
  return JSON.parse(output);
}

describe('npm run lint keeps the layers and areas apart', () => {
  it('refuses ui/ reaching into api/ and an area reaching into another area, and accepts the allowed ways', () => {
    const [uiToApi, uiToApiRelative, crossArea, crossAreaAlias, throughIndex, ownArea, recordsToApi, uiToFeature] =
      boundaryMessages([
        { file: 'src/ui/Fixture.tsx', source: "export { problemQueries } from '@/api/problems';\n" },
        {
          file: 'src/ui/table/Fixture.tsx',
          source: "import { createHttp } from '../../api/http';\nexport { createHttp };\n",
        },
        { file: 'src/features/changes/view/Fixture.tsx', source: "export { BoardCard } from '../../cab/BoardCard';\n" },
        {
          file: 'src/features/changes/Fixture.tsx',
          source: "export { ProblemForm } from '@/features/problems/form/ProblemForm';\n",
        },
        { file: 'src/features/changes/Fixture.tsx', source: "export { CabTab } from '@/features/cab';\n" },
        { file: 'src/features/changes/view/Fixture.tsx', source: "export { ChangeForm } from '../form/ChangeForm';\n" },
        { file: 'src/records/Fixture.tsx', source: "export { problemQueries } from '@/api/problems';\n" },
        { file: 'src/ui/Fixture.tsx', source: "export const load = () => import('@/features/problems');\n" },
      ]);
    expect(uiToApi).toEqual(["'ui/' may not import from 'api/' ('@/api/problems')."]);
    expect(uiToApiRelative).toEqual(["'ui/' may not import from 'api/' ('../../api/http')."]);
    expect(crossArea).toEqual([
      "the 'changes' area may use the 'cab' area only through its index.ts ('../../cab/BoardCard').",
    ]);
    expect(crossAreaAlias).toEqual([
      "the 'changes' area may use the 'problems' area only through its index.ts ('@/features/problems/form/ProblemForm').",
    ]);
    expect(throughIndex).toEqual([]);
    expect(ownArea).toEqual([]);
    expect(recordsToApi).toEqual([]);
    expect(uiToFeature).toEqual(["'ui/' may not import from 'features/' ('@/features/problems')."]);
  });

  it("lets the contract backend read the plugin's types but run none of its code", () => {
    const [valueImport, relativeValueImport, typeImport] = boundaryMessages(
      [
        { file: 'mocks/db/Fixture.ts', source: "export { fetchVendor } from '@/api/vendors/calls';\n" },
        { file: 'mocks/db/Fixture.ts', source: "export { createHttp } from '../../src/api/http';\n" },
        { file: 'mocks/db/Fixture.ts', source: "export type { Vendor } from '@/api/vendors/types';\n" },
      ],
      '@typescript-eslint/no-restricted-imports',
    );
    const refusal = "The backend may import the plugin's types only (import type)";
    expect(valueImport).toEqual([expect.stringContaining(refusal)]);
    expect(relativeValueImport).toEqual([expect.stringContaining(refusal)]);
    expect(typeImport).toEqual([]);
  });

  it('keeps the plugin off the parts of axios its bundle leaves out', () => {
    const refusal = 'Not in the bundle: cancel with an AbortSignal, compare statuses as numbers.';
    const [statusTable, cancelToken, signal] = boundaryMessages(
      [
        {
          file: 'src/api/Fixture.ts',
          source: "import axios from 'axios';\nexport const ok = axios.HttpStatusCode.Ok;\n",
        },
        { file: 'src/api/Fixture.ts', source: "import axios from 'axios';\nexport const token = axios.CancelToken;\n" },
        {
          file: 'src/api/Fixture.ts',
          source: "import axios from 'axios';\nexport const cancelled = axios.isCancel;\n",
        },
      ],
      'no-restricted-properties',
    );
    expect(statusTable).toEqual([expect.stringContaining(refusal)]);
    expect(cancelToken).toEqual([expect.stringContaining(refusal)]);
    expect(signal).toEqual([]);
    const [namedImport] = boundaryMessages(
      [{ file: 'src/api/Fixture.ts', source: "export { CancelToken } from 'axios';\n" }],
      '@typescript-eslint/no-restricted-imports',
    );
    expect(namedImport).toEqual([expect.stringContaining(refusal)]);
  });
});
