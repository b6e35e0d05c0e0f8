/// <reference types="node" />
import { join } from 'node:path';
import { forbiddenFrom } from '../../../libs/web-build/static-imports.cjs';

// docs/architecture.md, 'First visit': /agendamentos' first screen (the view switch, 'Novo Agendamento', the day grid
// and its navigation) is drawn without antd; the calendar, the list, the popovers and the dialogs come through dynamic
// import()s, inside WithAntd.
describe("the appointments page's first visit", () => {
  it('imports no antd, directly or through the agenda and web-core', () => {
    expect(forbiddenFrom(join(__dirname, 'AppointmentsPage.tsx'))).toEqual([]);
  });

  it("nor does the day grid's chunk, the popover's and the confirmations' aside", () => {
    expect(forbiddenFrom(join(__dirname, '../agenda-grid/AgendaGridView.tsx'))).toEqual([]);
  });

  it('would see antd reached through a file it imports', () => {
    // The block's popover is antd's: the walk finds it from the popover's own chunk.
    expect(forbiddenFrom(join(__dirname, '../agenda-grid/BlockPopover.tsx'))).toContain('mf-agenda/src/agenda-grid/BlockPopover.tsx → antd');
  });
});
