// Names typed in a spreadsheet rarely match ours to the letter ("Nom de scène", "nom_de_scene",
// "NOM DE SCENE"): folding both sides lets them meet.

/** `text` with case, accents, spaces, underscores and punctuation taken out. */
export function foldText(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]/gu, '');
}
