// The few icons of the public pages, drawn inline: the same markup in the static hero of landing.html (no script).
// Paths from @ant-design/icons-svg (MIT).

/** ScissorOutlined: the product's mark (`size` sets its box, e.g. '1em'; unset, the page's CSS sizes it). */
export function ScissorIcon({ size }: { size?: string } = {}) {
  return (
    <svg viewBox="64 64 896 896" aria-hidden="true" focusable="false" {...(size && { width: size, height: size, fill: 'currentColor' })}>
      <path d="M567.1 512l318.5-319.3c5-5 1.5-13.7-5.6-13.7h-90.5c-2.1 0-4.2.8-5.6 2.3l-273.3 274-90.2-90.5c12.5-22.1 19.7-47.6 19.7-74.8 0-83.9-68.1-152-152-152s-152 68.1-152 152 68.1 152 152 152c27.7 0 53.6-7.4 75.9-20.3l90 90.3-90.1 90.3A151.04 151.04 0 00288 582c-83.9 0-152 68.1-152 152s68.1 152 152 152 152-68.1 152-152c0-27.2-7.2-52.7-19.7-74.8l90.2-90.5 273.3 274c1.5 1.5 3.5 2.3 5.6 2.3H880c7.1 0 10.7-8.6 5.6-13.7L567.1 512zM288 370c-44.1 0-80-35.9-80-80s35.9-80 80-80 80 35.9 80 80-35.9 80-80 80zm0 444c-44.1 0-80-35.9-80-80s35.9-80 80-80 80 35.9 80 80-35.9 80-80 80z" />
    </svg>
  );
}
