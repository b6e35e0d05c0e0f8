/**
 * The area pages drawn without antd (web-core's light kit), so a returning owner's first visit downloads none of it;
 * every other page is drawn in antd's context (AreaPage.tsx), which index.ts starts early for them. A module of its
 * own, without imports: index.ts's imports land in every first load. docs/architecture.md, 'First visit'.
 */
export const LIGHT_AREA_PAGES: ReadonlySet<string> = new Set(['/dashboard', '/agendamentos']);
