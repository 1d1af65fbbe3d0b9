// A smart-link page's look before the artist picks one (spec 02 §9, the contract's
// SmartLinkTheme defaults) and the templates the contract allows. One copy for the smart-link
// screen (its form's starting values, its preview's fallbacks) and for the demo API, which
// answers an unsaved theme with it and refuses any other template.
import { contractList } from './contractList';
import type { SmartLinkTheme } from './types';

export const SMART_LINK_TEMPLATES = contractList<SmartLinkTheme['template_name']>()([
  'minimal',
  'bold',
  'gradient',
]);

export const DEFAULT_SMART_LINK_THEME: Readonly<SmartLinkTheme> = {
  template_name: 'minimal',
  background_color: '#000000',
  text_color: '#FFFFFF',
  button_color: '#FF6B00',
  button_text_color: '#FFFFFF',
  font_family: 'Montserrat',
  background_image_id: null,
  use_signature: 0,
  signature_image_id: null,
  signature_color_overlay: '#FFFFFF',
  custom_css: null,
};
