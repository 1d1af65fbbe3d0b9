import { createElement } from 'react';
import {
  useCreatePath,
  useGetResourceLabel,
  useResourceDefinitions,
  type ResourceDefinition,
} from 'react-admin';
import type { MenuOptions } from '../components/navigation/menuOptions';
import { MENU_ORDER, type NavDestination } from './menuOrder';

/**
 * The sidebar's entries: MENU_ORDER with each resource name replaced by the entry its
 * definition describes. A resource with a list that MENU_ORDER does not name still shows, last,
 * so that a new resource needs no change here; one without a list (campaigns) does not.
 */
export function useMenuDestinations(): NavDestination[] {
  const definitions = useResourceDefinitions<MenuOptions>();
  const createPath = useCreatePath();
  const resourceLabel = useGetResourceLabel();

  const fromDefinition = (
    definition: ResourceDefinition<MenuOptions> | undefined,
  ): NavDestination[] =>
    definition?.hasList
      ? [
          {
            to: createPath({ resource: definition.name, type: 'list' }),
            // Without a menu label, react-admin's own name for the resource (plural).
            label: definition.options?.label ?? resourceLabel(definition.name, 2),
            icon: definition.icon ? createElement<object>(definition.icon) : undefined,
            alsoActiveOn: definition.options?.alsoActiveOn,
          },
        ]
      : [];

  const named = MENU_ORDER.flatMap((entry) =>
    typeof entry === 'string' ? fromDefinition(definitions[entry]) : [entry],
  );
  const others = Object.values(definitions)
    .filter((definition) => !MENU_ORDER.includes(definition.name))
    .flatMap(fromDefinition);
  return [...named, ...others];
}
