import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { signInForTest } from '@tests/helpers/signedIn';
import { categoryLabelKey } from '@/components/media/mediaCategories';
import { db } from '@/mocks/db/database';
import { i18nProvider } from '@/providers/i18n';
import { DEFAULT_THEME } from '../model/theme';
import { renderThemeCard, watchedTheme } from './setup.testkit';

beforeEach(signInForTest);

/** A seeded artist's photos (the demo database is the truth). */
const photosOf = (artistId: number) =>
  db().mediaFiles.filter((f) => f.artist_id === artistId && f.file_type === 'photo');

describe('ThemeCard', () => {
  it('shows the theme it is given', () => {
    renderThemeCard(1);
    expect(screen.getByRole('region', { name: 'Theme Customization' })).toBeVisible();
    expect(screen.getByRole('radio', { name: 'Minimal' })).toBeChecked();
    expect(screen.getByRole('textbox', { name: 'Background color' })).toHaveValue('#000000');
    expect(screen.getByRole('textbox', { name: 'Text color' })).toHaveValue('#FFFFFF');
    expect(screen.getByRole('textbox', { name: 'Button color' })).toHaveValue('#FF6B00');
    expect(screen.getByRole('textbox', { name: 'Button text color' })).toHaveValue('#FFFFFF');
    expect(screen.getByLabelText('Button color (picker)')).toHaveValue('#ff6b00');
    expect(screen.getByRole('combobox', { name: 'Font' })).toHaveTextContent('Montserrat');
    expect(screen.getByRole('switch', { name: 'Use signature' })).not.toBeChecked();
    expect(screen.queryByRole('group', { name: 'Signature image' })).toBeNull();
    expect(screen.getByRole('textbox', { name: 'Custom CSS' })).toHaveAccessibleDescription(
      'Applies to the smart link page only, never to this admin.',
    );
  });

  it('writes the template, the colours, the font and the custom CSS into the form', async () => {
    const { user } = renderThemeCard(1);

    await user.click(screen.getByRole('radio', { name: 'Gradient' }));
    const hex = screen.getByRole('textbox', { name: 'Button color' });
    await user.clear(hex);
    await user.type(hex, '#12ab34');
    // The picker shows the typed colour, and picking writes back to the text.
    expect(screen.getByLabelText('Button color (picker)')).toHaveValue('#12ab34');
    fireEvent.input(screen.getByLabelText('Background color (picker)'), {
      target: { value: '#1b1035' },
    });
    expect(screen.getByRole('textbox', { name: 'Background color' })).toHaveValue('#1B1035');

    await user.click(screen.getByRole('combobox', { name: 'Font' }));
    const listbox = await screen.findByRole('listbox');
    expect(within(listbox).getAllByRole('option')).toHaveLength(14);
    const pacifico = within(listbox).getByRole('option', { name: 'Pacifico' });
    expect(pacifico).toHaveStyle({ fontFamily: '"Pacifico", cursive' });
    await user.click(pacifico);

    await user.type(screen.getByRole('textbox', { name: 'Custom CSS' }), 'h1 {{ color: red }');

    await waitFor(() =>
      expect(watchedTheme()).toEqual({
        ...DEFAULT_THEME,
        template_name: 'gradient',
        button_color: '#12ab34',
        background_color: '#1B1035',
        font_family: 'Pacifico',
        custom_css: 'h1 { color: red }',
      }),
    );
  });

  it('says when a hex colour is not #RRGGBB', async () => {
    const { user } = renderThemeCard(1);
    const hex = screen.getByRole('textbox', { name: 'Text color' });
    await user.clear(hex);
    await user.type(hex, '#FFF');
    expect(screen.queryByText('Enter a color as #RRGGBB')).toBeNull();
    await user.tab();

    expect(hex).toHaveAccessibleDescription('Enter a color as #RRGGBB');
    expect(hex).toHaveAttribute('aria-invalid', 'true');
    await user.type(hex, 'FFF');
    expect(screen.queryByText('Enter a color as #RRGGBB')).toBeNull();
    expect(watchedTheme().text_color).toBe('#FFFFFF');
  });

  it('asks for an artist before opening the image picker', async () => {
    const { user } = renderThemeCard(null);
    await user.click(screen.getByRole('button', { name: 'Choose background image' }));

    expect(await screen.findByRole('alert')).toHaveTextContent('Please select an artist first');
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it("picks the background image among the artist's photos, and removes it", async () => {
    const photo = photosOf(1)[0];
    const { user } = renderThemeCard(1);
    expect(screen.getByText('No image chosen')).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Choose background image' }));

    const dialog = await screen.findByRole('dialog', { name: 'Select Background Image' });
    const select = within(dialog).getByRole('button', { name: 'Select Image' });
    expect(select).toBeDisabled();
    // The browser opens on the photo categories; the file is in one of them.
    const folderName = i18nProvider.translate(categoryLabelKey(photo.category));
    await user.click(await within(dialog).findByRole('button', { name: new RegExp(folderName) }));
    if (photo.subcategory) {
      await user.click(
        await within(dialog).findByRole('button', { name: new RegExp(photo.subcategory) }),
      );
    }
    await user.click(
      await within(dialog).findByRole('button', { name: new RegExp(photo.original_filename) }),
    );
    expect(select).toBeEnabled();
    await user.click(select);

    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(watchedTheme().background_image_id).toBe(photo.id);
    const group = screen.getByRole('group', { name: 'Background image' });
    expect(await within(group).findByRole('img', { name: 'Background image' })).toBeVisible();

    await user.click(within(group).getByRole('button', { name: 'Remove background image' }));
    expect(watchedTheme().background_image_id).toBeNull();
    expect(within(group).getByText('No image chosen')).toBeVisible();
  });

  it('turns the signature on with its image picker and a white overlay colour', async () => {
    const { user } = renderThemeCard(1);
    await user.click(screen.getByRole('switch', { name: 'Use signature' }));

    expect(watchedTheme().use_signature).toBe(1);
    expect(screen.getByRole('group', { name: 'Signature image' })).toBeVisible();
    expect(screen.getByRole('button', { name: 'Choose signature image' })).toBeVisible();
    expect(screen.getByRole('textbox', { name: 'Signature overlay color' })).toHaveValue('#FFFFFF');

    await user.click(screen.getByRole('button', { name: 'Choose signature image' }));
    const dialog = await screen.findByRole('dialog', { name: 'Select Signature Image' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    await user.click(screen.getByRole('switch', { name: 'Use signature' }));
    expect(watchedTheme().use_signature).toBe(0);
    expect(screen.queryByRole('group', { name: 'Signature image' })).toBeNull();
  });

  it('speaks French', async () => {
    const { user } = renderThemeCard(null, {}, 'fr');
    expect(await screen.findByRole('region', { name: 'Personnalisation du thème' })).toBeVisible();
    expect(screen.getByRole('radio', { name: 'Dégradé' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Choisir l’image de fond' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Veuillez d’abord choisir un artiste',
    );
  });
});
