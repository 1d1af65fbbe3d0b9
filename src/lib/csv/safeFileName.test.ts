import { describe, expect, it } from 'vitest';
import { safeFileName } from './safeFileName';

describe('safeFileName', () => {
  it.each([
    ['Statistiques Artistes par statut', 'statistiques-artistes-par-statut'],
    ['plantilla-importacion-Canciones', 'plantilla-importacion-canciones'],
    ['Álbumes', 'albumes'],
    ["Catalogue d'été / 2025 - lignes à corriger", 'catalogue-d-ete-2025-lignes-a-corriger'],
    ['  songs  ', 'songs'],
  ])('writes %j as %j', (name, fileName) => {
    expect(safeFileName(name)).toBe(fileName);
  });
});
