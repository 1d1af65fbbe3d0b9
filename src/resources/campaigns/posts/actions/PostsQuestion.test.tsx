import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithAdmin } from '@tests/helpers/renderWithAdmin';
import { PostsQuestionDialog, type PostsQuestion } from './PostsQuestion';

const ask = (question: PostsQuestion, locale: 'en' | 'fr' | 'es') => {
  const onConfirm = vi.fn();
  const onCancel = vi.fn();
  renderWithAdmin(
    <PostsQuestionDialog question={question} onConfirm={onConfirm} onCancel={onCancel} />,
    { locale },
  );
  return { onConfirm, onCancel };
};

describe('the posts view’s questions', () => {
  it.each([
    ['en', 1, 'Send 1 post to the artist?', 'The generated post goes to the artist for review.'],
    ['fr', 1, 'Envoyer 1 publication à l’artiste\u202f?', 'La publication générée est envoyée'],
    ['fr', 11, 'Envoyer 11 publications à l’artiste\u202f?', 'Les 11 publications générées'],
    ['es', 1, '¿Enviar 1 publicación al artista?', 'La publicación generada se envía'],
    ['es', 11, '¿Enviar 11 publicaciones al artista?', 'Las 11 publicaciones generadas'],
  ] as const)('names how many posts are sent (%s, %i)', async (locale, count, title, text) => {
    ask({ kind: 'send', count }, locale);
    const question = await screen.findByRole('dialog', { name: title });
    expect(question).toHaveTextContent(text);
  });

  it.each([
    ['en', 1, 'Generate a draft for 1 post?'],
    ['fr', 2, 'Générer les brouillons de 2 publications\u202f?'],
    ['es', 1, '¿Generar el borrador de 1 publicación?'],
  ] as const)('names how many drafts are written (%s, %i)', async (locale, count, title) => {
    ask({ kind: 'drafts', count }, locale);
    expect(await screen.findByRole('dialog', { name: title })).toBeInTheDocument();
  });

  it('Cancel answers nothing; the confirmation answers the question asked', async () => {
    const user = userEvent.setup();
    const { onConfirm, onCancel } = ask({ kind: 'send', count: 3 }, 'en');
    const question = await screen.findByRole('dialog', { name: 'Send 3 posts to the artist?' });
    expect(within(question).getByRole('button', { name: 'Cancel' })).toHaveFocus();
    await user.click(within(question).getByRole('button', { name: 'Cancel' }));
    expect(onCancel).toHaveBeenCalledTimes(1);
    expect(onConfirm).not.toHaveBeenCalled();
    await user.click(within(question).getByRole('button', { name: 'Send to Artist' }));
    expect(onConfirm).toHaveBeenCalledWith('send');
  });
});
