import {
  Alert,
  Autocomplete,
  Breadcrumbs,
  Link,
  Pagination,
  Rating,
  TablePagination,
  TextField,
} from '@mui/material';
import { useTheme } from '@mui/material/styles';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useEffect } from 'react';
import {
  AdminContext,
  ToggleThemeButton,
  memoryStore,
  useLocaleState,
  type Store,
} from 'react-admin';
import { describe, expect, it } from 'vitest';
import { TestStyles } from '@tests/helpers/testStyles';
import { i18nProvider } from '../../providers/i18n';
import { darkTheme, lightTheme } from '../../theme';
import { MuiTexts } from './MuiTexts';

let mounts = 0;
const MountCounter = () => {
  useEffect(() => {
    mounts += 1;
  }, []);
  return null;
};

const PaletteMode = () => <output aria-label="Mode">{useTheme().palette.mode}</output>;

const LanguageButtons = () => {
  const [, setLocale] = useLocaleState();
  return (
    <>
      <button onClick={() => setLocale('fr')}>FR</button>
      <button onClick={() => setLocale('es')}>ES</button>
    </>
  );
};

/** One of each MUI part that carries a text of its own, none given one by the screen. */
const MuiParts = () => (
  <>
    <Autocomplete
      options={['Lune', 'JAYO']}
      renderInput={(params) => <TextField {...params} label="Artist" />}
    />
    <Pagination count={3} hidePrevButton hideNextButton />
    <TablePagination
      component="div"
      count={40}
      page={0}
      rowsPerPage={10}
      rowsPerPageOptions={[]}
      onPageChange={() => undefined}
    />
    <Breadcrumbs maxItems={2}>
      {['One', 'Two', 'Three', 'Four'].map((name) => (
        <Link key={name} href="#">
          {name}
        </Link>
      ))}
    </Breadcrumbs>
    <Alert onClose={() => undefined}>Saved</Alert>
    <Rating readOnly value={3} />
  </>
);

const App = ({ store }: { store: Store }) => (
  <TestStyles>
    <AdminContext
      i18nProvider={i18nProvider}
      store={store}
      lightTheme={lightTheme}
      darkTheme={darkTheme}
    >
      <LanguageButtons />
      <ToggleThemeButton />
      <MuiTexts>
        <PaletteMode />
        <MountCounter />
        <MuiParts />
      </MuiTexts>
    </AdminContext>
  </TestStyles>
);

const button = (name: string) => screen.getByRole('button', { name });

function expectTexts(texts: {
  open: string;
  pagination: string;
  page: string;
  next: string;
  rows: string;
  expand: string;
  close: string;
  stars: string;
}) {
  expect(button(texts.open)).toBeVisible();
  const pages = screen.getByRole('navigation', { name: texts.pagination });
  expect(within(pages).getByRole('button', { name: texts.page })).toBeVisible();
  expect(button(texts.next)).toBeVisible();
  expect(screen.getByText(texts.rows)).toBeVisible();
  expect(button(texts.expand)).toBeVisible();
  expect(button(texts.close)).toBeVisible();
  expect(screen.getByRole('img', { name: texts.stars })).toBeVisible();
}

describe('MuiTexts', () => {
  it("gives MUI's parts the interface language, live, in both themes, without remounting", async () => {
    const user = userEvent.setup();
    const store = memoryStore({ theme: 'light' });
    const { rerender } = render(<App store={store} />);
    expectTexts({
      open: 'Open',
      pagination: 'pagination navigation',
      page: 'Go to page 2',
      next: 'Go to next page',
      rows: '1–10 of 40',
      expand: 'Show path',
      close: 'Close',
      stars: '3 Stars',
    });

    await user.click(button('FR'));
    expect(await screen.findByRole('button', { name: 'Ouvrir' })).toBeVisible();
    const french = {
      open: 'Ouvrir',
      pagination: 'Pagination',
      page: 'Aller à la page 2',
      next: 'Aller à la page suivante',
      rows: '1–10 sur 40',
      expand: 'Afficher le chemin',
      close: 'Fermer',
      stars: '3 étoiles',
    };
    expectTexts(french);

    // A new render or a change of theme keeps the parts mounted, and in French.
    const mounted = mounts;
    rerender(<App store={store} />);
    await user.click(button('Thème clair/sombre'));
    expect(screen.getByRole('status', { name: 'Mode' })).toHaveTextContent('dark');
    expectTexts(french);
    expect(mounts).toBe(mounted);

    await user.click(button('ES'));
    expect(await screen.findByRole('button', { name: 'Abrir' })).toBeVisible();
    expectTexts({
      open: 'Abrir',
      pagination: 'Paginación',
      page: 'Ir a la página 2',
      next: 'Ir a la página siguiente',
      rows: '1–10 de 40',
      expand: 'Mostrar la ruta',
      close: 'Cerrar',
      stars: '3 estrellas',
    });
    expect(screen.getByRole('status', { name: 'Mode' })).toHaveTextContent('dark');
  });
});
