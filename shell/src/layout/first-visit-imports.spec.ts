/// <reference types="node" />
import { join } from 'node:path';
import { forbiddenFrom } from '../../../libs/web-build/static-imports.cjs';

// docs/architecture.md, 'First visit': the area's frame and its route to a page are drawn without antd; what needs
// antd (the drawer, the unit Select, dialogs, the guard screens, antd pages' context) comes through a dynamic import().
describe("the area's frame on a first visit", () => {
  it.each(['routes/AuthenticatedArea.tsx', 'routes/AuthenticatedShell.tsx', 'routes/AreaPage.tsx', 'layout/chrome-parts.ts'])('%s imports no antd', (file) => {
    expect(forbiddenFrom(join(__dirname, '..', file))).toEqual([]);
  });

  it('would see antd reached through a file it imports', () => {
    expect(forbiddenFrom(join(__dirname, 'AntdMenuDrawer.tsx')).some((path) => path.endsWith('→ antd'))).toBe(true);
  });
});
