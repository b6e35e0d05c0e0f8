import landing from './landing.css';
import sections from './sections.css';

/** The public pages' stylesheets, hoisted into <head> once by React however many pages render them. */
export function PublicStyle() {
  return (
    <style href="salao-public" precedence="default">
      {landing + sections}
    </style>
  );
}
