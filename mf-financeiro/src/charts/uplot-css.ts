import uPlotCss from 'uplot/dist/uPlot.min.css';

const STYLE_ID = 'salao-uplot-css';

/** uPlot's stylesheet, added once to the page by whichever chart draws first (both charts are lazy chunks). */
export function injectUplotCss(): void {
  if (document.getElementById(STYLE_ID)) return;
  const style = document.createElement('style');
  style.id = STYLE_ID;
  style.textContent = uPlotCss;
  document.head.appendChild(style);
}
