import { Menu } from 'react-admin';
import { useLocation } from 'react-router-dom';
import { isUnder, type NavDestination } from './menuOrder';

/** A sidebar entry, marked as the current page for its own path and its aliases. */
export const NavItem = ({ destination }: { destination: NavDestination }) => {
  const { pathname } = useLocation();
  const current = [destination.to, ...(destination.alsoActiveOn ?? [])].some((base) =>
    isUnder(pathname, base),
  );
  return (
    <Menu.Item
      to={destination.to}
      primaryText={destination.label}
      leftIcon={destination.icon}
      aria-current={current ? 'page' : undefined}
      className={current ? 'RaMenuItemLink-active' : undefined}
    />
  );
};
