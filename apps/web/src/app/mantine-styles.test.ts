import { describe, expect, it } from 'vitest';
import {
  checkWebApp,
  findStyleProblems,
  mantineImportsOf,
  SHARED_STYLES_MODULE,
  stylesheetsFor,
} from '../../../../scripts/lib/mantine-css.mjs';

const BASE = [
  "import '@mantine/core/styles/baseline.css';",
  "import '@mantine/core/styles/default-css-variables.css';",
  "import '@mantine/core/styles/global.css';",
].join('\n');
const file = (text: string) => ({ path: 'apps/web/src/features/x/x.tsx', text });

describe('Mantine stylesheets (decision 0074)', () => {
  it('every Mantine component the web app uses has its stylesheet imported by its file or the shared module', () => {
    // A failure lists each file and the exact import lines to add.
    expect(checkWebApp().join('\n\n')).toBe('');
  });

  it("reads a component's stylesheets, its dependencies' first, from the installed @mantine/core", () => {
    expect(stylesheetsFor('Button')).toEqual(['UnstyledButton.css', 'Loader.css', 'Button.css']);
    expect(stylesheetsFor('Modal')).toEqual(expect.arrayContaining(['Overlay.css', 'ModalBase.css', 'Modal.css']));
    expect(stylesheetsFor('NativeSelect')).toEqual(expect.arrayContaining(['Input.css', 'Combobox.css']));
    expect(stylesheetsFor('Box')).toEqual([]);
    expect(stylesheetsFor('NotAMantineExport')).toBeUndefined();
  });

  it('skips type-only imports', () => {
    expect(mantineImportsOf("import { type AnchorProps, Anchor } from '@mantine/core';")).toEqual(['Anchor']);
    expect(mantineImportsOf("import type { MantineTheme } from '@mantine/core';")).toEqual([]);
  });

  it('names the imports a file is missing, in the order to write them', () => {
    const problems = findStyleProblems(
      [file("import { Table } from '@mantine/core';\nimport classes from './x.module.css';")],
      BASE,
    );
    expect(problems).toHaveLength(1);
    expect(problems[0]).toContain('ScrollArea.css (for Table), Table.css (for Table)');
    expect(problems[0]).toContain("import '@mantine/core/styles/ScrollArea.css';\nimport '@mantine/core/styles/Table.css';");
  });

  it('counts the shared module and passes a file that imports what it uses', () => {
    const shared = `${BASE}\nimport '@mantine/core/styles/ScrollArea.css';`;
    expect(
      findStyleProblems([file("import '@mantine/core/styles/Table.css';\nimport { Table } from '@mantine/core';")], shared),
    ).toEqual([]);
  });

  it('refuses the whole stylesheet, unknown sheets, wrong order and Mantine CSS after the own CSS', () => {
    const [whole] = findStyleProblems([file("import '@mantine/core/styles.css';")], BASE);
    expect(whole).toContain('whole');
    expect(findStyleProblems([file("import '@mantine/core/styles/Buton.css';")], BASE)[0]).toContain('does not exist');
    const order = findStyleProblems(
      [file("import '@mantine/core/styles/Button.css';\nimport '@mantine/core/styles/UnstyledButton.css';")],
      BASE,
    );
    expect(order[0]).toContain("out of Mantine's order");
    const late = findStyleProblems(
      [file("import classes from './x.module.css';\nimport '@mantine/core/styles/Table.css';")],
      BASE,
    );
    expect(late[0]).toContain('move Table.css above');
    expect(findStyleProblems([], "import '@mantine/core/styles/global.css';")[0]).toContain(SHARED_STYLES_MODULE);
  });
});
