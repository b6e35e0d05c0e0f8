/// <reference types="node" />
import { join } from 'node:path';
import { forbiddenFrom } from '../../../libs/web-build/static-imports.cjs';

// docs/architecture.md, 'First visit': the dashboard is drawn without antd, so the owner's first visit downloads
// none of it; the ✓'s dialog comes through a dynamic import().
describe("the dashboard's first visit", () => {
  it('imports no antd, directly or through the agenda and web-core', () => {
    expect(forbiddenFrom(join(__dirname, 'DashboardPage.tsx'))).toEqual([]);
  });

  it('would see antd reached through a file it imports', () => {
    // The appointments page's actions ask through web-core/ui's dialogs: the walk finds that path.
    expect(forbiddenFrom(join(__dirname, '../shared/use-appointment-actions.tsx'))).toContain(
      'mf-agenda/src/shared/use-appointment-actions.tsx → @salao/web-core/ui',
    );
  });
});
