import { useEffect, useState } from 'react';

const LABELLED_WRAPPER = '.RaDataTable-checkbox[aria-label]';

/**
 * react-admin 5.15's DataTable names each row's selection checkbox with `aria-label` on MUI's
 * Checkbox, which MUI 9 puts on the wrapping <span> rather than on the <input>: the checkbox
 * has no name and the span carries a prohibited attribute (axe: aria-prohibited-attr). The
 * name is moved onto the input as rows appear. Returns the ref for the table's container.
 */
export function useRowCheckboxLabels(): (element: HTMLElement | null) => void {
  const [container, setContainer] = useState<HTMLElement | null>(null);
  useEffect(() => {
    if (!container) return;
    const relabel = () => {
      for (const wrapper of container.querySelectorAll<HTMLElement>(LABELLED_WRAPPER)) {
        const input = wrapper.querySelector('input');
        if (!input) continue;
        input.setAttribute('aria-label', wrapper.getAttribute('aria-label') ?? '');
        wrapper.removeAttribute('aria-label');
      }
    };
    const observer = new MutationObserver(relabel);
    observer.observe(container, { subtree: true, childList: true, attributes: true });
    relabel();
    return () => observer.disconnect();
  }, [container]);
  return setContainer;
}
