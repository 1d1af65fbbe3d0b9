import { describe, expect, it } from 'vitest';
import { choicesResolver, threeWayMerge } from './threeWayMerge';

describe('threeWayMerge: who changed what since the form opened', () => {
  describe('a text', () => {
    const base = { city: 'Lyon', realName: 'Camille' };

    it('keeps the colleague’s change to a field the user left alone', () => {
      const result = threeWayMerge(
        base,
        { city: 'Lyon', realName: 'Camille Dupont' },
        { city: 'Paris', realName: 'Camille' },
      );
      expect(result.merged).toEqual({ city: 'Paris', realName: 'Camille Dupont' });
      expect(result.clashes).toEqual([]);
      expect(result.toSend).toEqual(['city']);
      expect(result.theirChanges).toEqual(['realName']);
    });

    it('reports a field both changed to different texts, and leaves it as the user’s', () => {
      const result = threeWayMerge(
        base,
        { ...base, realName: 'C. Dupont' },
        { ...base, realName: 'Cam' },
      );
      expect(result.clashes).toEqual([
        { path: ['realName'], base: 'Camille', theirs: 'C. Dupont', yours: 'Cam' },
      ]);
      expect(result.merged.realName).toBe('Cam');
    });

    it('sees no clash when both made the same change, and sends nothing', () => {
      const result = threeWayMerge(base, { ...base, city: 'Nice' }, { ...base, city: 'Nice' });
      expect(result.clashes).toEqual([]);
      expect(result.toSend).toEqual([]);
    });

    it('applies the user’s choice: theirs or yours', () => {
      const theirs = { ...base, realName: 'C. Dupont', city: 'Nantes' };
      const yours = { ...base, realName: 'Cam', city: 'Paris' };
      const result = threeWayMerge(
        base,
        theirs,
        yours,
        {},
        choicesResolver({ realName: 'theirs', city: 'yours' }),
      );
      expect(result.merged).toEqual({ realName: 'C. Dupont', city: 'Paris' });
      expect(result.clashes).toEqual([]);
      expect(result.toSend).toEqual(['city']);
    });
  });

  describe('empty values', () => {
    it('counts null, an empty text and a missing value as the same nothing', () => {
      const result = threeWayMerge(
        { phone: null, state: '' },
        { phone: '', state: undefined },
        { phone: undefined, state: null },
      );
      expect(result.clashes).toEqual([]);
      expect(result.toSend).toEqual([]);
      expect(result.theirChanges).toEqual([]);
    });

    it('treats a colleague emptying a field as a change, and keeps it', () => {
      const result = threeWayMerge(
        { description: 'Old', mood: 'calm' },
        { description: null, mood: 'calm' },
        { description: 'Old', mood: 'dark' },
      );
      expect(result.merged).toEqual({ description: null, mood: 'dark' });
      expect(result.toSend).toEqual(['mood']);
    });

    it('is a clash when one empties the field and the other rewrites it', () => {
      const result = threeWayMerge({ bio: 'Old' }, { bio: '' }, { bio: 'New' });
      expect(result.clashes).toEqual([{ path: ['bio'], base: 'Old', theirs: '', yours: 'New' }]);
    });
  });

  describe('a number', () => {
    it('takes a number typed as text for that number', () => {
      const result = threeWayMerge({ tempo: 120 }, { tempo: 120 }, { tempo: '120' });
      expect(result.toSend).toEqual([]);
    });

    it('keeps the colleague’s number when the user changed another one', () => {
      const result = threeWayMerge(
        { max_tokens: 500, temperature: 0.7 },
        { max_tokens: 999, temperature: 0.7 },
        { max_tokens: 500, temperature: 0.9 },
      );
      expect(result.merged).toEqual({ max_tokens: 999, temperature: 0.9 });
    });

    it('is a clash when both set different numbers', () => {
      const result = threeWayMerge({ budget: 100 }, { budget: 200 }, { budget: 300 });
      expect(result.clashes.map((c) => c.path)).toEqual([['budget']]);
    });
  });

  describe('an ordered list (a value as a whole)', () => {
    it('keeps the colleague’s order when the user did not reorder', () => {
      const result = threeWayMerge(
        { songIds: [1, 2, 3], title: 'A' },
        { songIds: [3, 1, 2], title: 'A' },
        { songIds: [1, 2, 3], title: 'B' },
      );
      expect(result.merged).toEqual({ songIds: [3, 1, 2], title: 'B' });
      expect(result.toSend).toEqual(['title']);
    });

    it('is a clash when both reordered differently', () => {
      const result = threeWayMerge(
        { songIds: [1, 2, 3] },
        { songIds: [3, 2, 1] },
        { songIds: [2, 1, 3] },
      );
      expect(result.clashes).toEqual([
        { path: ['songIds'], base: [1, 2, 3], theirs: [3, 2, 1], yours: [2, 1, 3] },
      ]);
    });
  });

  describe('a set (order does not matter)', () => {
    it('keeps the additions and removals of both sides without asking', () => {
      const result = threeWayMerge(
        { genreIds: [1, 2, 3] },
        { genreIds: [1, 2, 3, 4] },
        { genreIds: [2, 3, 5] },
        { genreIds: { kind: 'set' } },
      );
      expect(result.clashes).toEqual([]);
      expect(result.merged.genreIds).toEqual([2, 3, 4, 5]);
    });

    it('compares objects in a set by their content', () => {
      const pop = { id: 1, name: 'Pop' };
      const jazz = { id: 2, name: 'Jazz' };
      const soul = { id: 3, name: 'Soul' };
      const result = threeWayMerge(
        { genres: [pop] },
        { genres: [pop, jazz] },
        { genres: [{ id: 1, name: 'Pop' }, soul] },
        { genres: { kind: 'set' } },
      );
      expect(result.merged.genres).toEqual([pop, jazz, soul]);
    });
  });

  describe('nested groups', () => {
    const base = { ai: { max_tokens: 500, temperature: 0.7, model: 'gpt' }, budget: { daily: 10 } };

    it('merges a group field by field', () => {
      const result = threeWayMerge(
        base,
        { ...base, ai: { ...base.ai, max_tokens: 999 } },
        { ...base, ai: { ...base.ai, temperature: 0.2 } },
      );
      expect(result.clashes).toEqual([]);
      expect(result.merged.ai).toEqual({ max_tokens: 999, temperature: 0.2, model: 'gpt' });
      expect(result.toSend).toEqual(['ai']);
    });

    it('names a clash inside a group by its whole path', () => {
      const result = threeWayMerge(
        base,
        { ...base, ai: { ...base.ai, model: 'claude' } },
        { ...base, ai: { ...base.ai, model: 'mistral' } },
      );
      expect(result.clashes).toEqual([
        { path: ['ai', 'model'], base: 'gpt', theirs: 'claude', yours: 'mistral' },
      ]);
    });

    it('leaves a group only the colleague changed out of what is sent', () => {
      const result = threeWayMerge(base, { ...base, budget: { daily: 20 } }, base);
      expect(result.toSend).toEqual([]);
      expect(result.merged.budget).toEqual({ daily: 20 });
    });
  });

  describe('a keyed list (entries with an identity)', () => {
    const shapes = { links: { kind: 'keyed', key: 'platform' } } as const;
    const spotify = { platform: 'spotify', url: 'https://s/1' };
    const deezer = { platform: 'deezer', url: 'https://d/1' };

    it('keeps an entry the colleague added while the user edited another', () => {
      const result = threeWayMerge(
        { links: [spotify] },
        { links: [spotify, deezer] },
        { links: [{ ...spotify, url: 'https://s/2' }] },
        shapes,
      );
      expect(result.clashes).toEqual([]);
      expect(result.merged.links).toEqual([{ platform: 'spotify', url: 'https://s/2' }, deezer]);
    });

    it('removes an entry the user removed, when the colleague left it alone', () => {
      const result = threeWayMerge(
        { links: [spotify, deezer] },
        { links: [spotify, { ...deezer, url: 'https://d/2' }] },
        { links: [deezer] },
        shapes,
      );
      expect(result.merged.links).toEqual([{ platform: 'deezer', url: 'https://d/2' }]);
    });

    it('is a clash when the user removed an entry the colleague edited', () => {
      const result = threeWayMerge(
        { links: [spotify] },
        { links: [{ ...spotify, url: 'https://s/9' }] },
        { links: [] },
        shapes,
      );
      expect(result.clashes).toEqual([
        {
          path: ['links', 'spotify'],
          base: spotify,
          theirs: { platform: 'spotify', url: 'https://s/9' },
          yours: undefined,
        },
      ]);
    });

    it('keys an entry by several fields together', () => {
      const bio = (language: string, platform: string, text: string) => ({
        language,
        platform,
        bio: text,
      });
      const result = threeWayMerge(
        { bios: [bio('en', 'general', 'Hi'), bio('fr', 'general', 'Salut')] },
        { bios: [bio('en', 'general', 'Hello'), bio('fr', 'general', 'Salut')] },
        { bios: [bio('en', 'general', 'Hey'), bio('fr', 'general', 'Bonjour')] },
        { bios: { kind: 'keyed', key: ['language', 'platform'] } },
      );
      expect(result.clashes).toEqual([
        { path: ['bios', 'en|general', 'bio'], base: 'Hi', theirs: 'Hello', yours: 'Hey' },
      ]);
      expect(result.merged.bios).toEqual([
        bio('en', 'general', 'Hey'),
        bio('fr', 'general', 'Bonjour'),
      ]);
    });

    it('follows the user’s order when the user reordered', () => {
      const apple = { platform: 'apple', url: 'https://a/1' };
      const result = threeWayMerge(
        { links: [spotify, deezer] },
        { links: [spotify, deezer, apple] },
        { links: [deezer, spotify] },
        shapes,
      );
      expect(result.merged.links).toEqual([deezer, spotify, apple]);
    });
  });

  it('leaves fields the form does not hold as the server has them', () => {
    const result = threeWayMerge({ title: 'A' }, { title: 'A', plays: 42 }, { title: 'B' });
    expect(result.merged).toEqual({ title: 'B', plays: 42 });
    expect(result.toSend).toEqual(['title']);
  });
});
