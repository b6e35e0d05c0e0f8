// The layout's chrome, one chunk loaded after a returning user's landing page (see chrome.ts).
export { Header } from './Header';
export { MenuDrawer } from './MenuDrawer';
export { Sidebar } from './Sidebar';
