import { create } from 'zustand';

interface UnitScopeState {
  /**
   * The owner picked 'Todas as unidades' in the header (docs/product/units.md): the dashboard shows the network's
   * figures summed; every other screen keeps showing the session's unit, which this choice does not change.
   */
  allUnits: boolean;
  setAllUnits: (allUnits: boolean) => void;
}

export const useUnitScope = create<UnitScopeState>()((set) => ({
  allUnits: false,
  setAllUnits: (allUnits) => set({ allUnits }),
}));
