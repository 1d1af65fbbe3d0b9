// FullCalendar 6 injects its CSS from JavaScript, its icon font included as an @font-face rule
// with a data: URL. Chromium loads a data: font as soon as the rule is inserted, whether an icon
// is drawn or not, so the production policy (font-src 'self') refuses it on every screen with a
// calendar. The admin draws none of FullCalendar's icons (the posts calendar's toolbar is the
// app's own), so the rule is dropped from the library's code as it is bundled, and the policy
// stays as strict as it is.
import type { Plugin } from 'vite';

const ICON_FONT_RULE = /@font-face\{font-family:fcicons;[^}]*\}/g;
const ICON_FONT_START = '@font-face{font-family:fcicons';

export function withoutFullCalendarIconFont(): Plugin {
  return {
    name: 'without-fullcalendar-icon-font',
    transform(code, id) {
      if (!code.includes(ICON_FONT_START)) return null;
      const stripped = code.replace(ICON_FONT_RULE, '');
      // A new FullCalendar that words the rule otherwise must not bring the font back unseen.
      if (stripped.includes(ICON_FONT_START)) {
        this.error(`FullCalendar's icon font rule in ${id} has a shape this plugin does not know`);
      }
      return { code: stripped, map: null };
    },
  };
}
