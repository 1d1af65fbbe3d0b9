// The run's progress as each language says it: rows really sent (the noun agreeing with the
// total), and why a run waits when its session has ended.
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithAdmin } from '@tests/helpers/renderWithAdmin';
import type { RunSnapshot } from './importRun';
import { newJobState } from './jobState';
import { RunLedger } from './ledger';
import { RunProgress } from './RunProgress';
import { songPlan, songToCreate } from './plans.testkit';

const plan = songPlan([songToCreate(2, 'Uno', 1), songToCreate(3, 'Dos', 1)]);

/** One of two rows created, then the session ended. */
function sessionEnded(): RunSnapshot {
  const ledger = new RunLedger(plan, newJobState('songs-1', plan, '7'));
  ledger.sending(0, 1_000);
  ledger.created(0, 41);
  ledger.setStatus('paused', 'session');
  return {
    plan,
    state: ledger.view(),
    counts: ledger.counts(),
    checking: false,
    waiting: 0,
    persisted: true,
    elsewhere: false,
  };
}

describe('RunProgress', () => {
  it.each([
    ['en', '1 of 2 rows sent', /^Your session has ended: sign in again to go on\./],
    [
      'fr',
      '1 sur 2 lignes envoyées',
      /^Votre session a pris fin : reconnectez-vous pour continuer\./,
    ],
    [
      'es',
      '1 de 2 filas enviadas',
      /^Su sesión ha terminado: inicie sesión de nuevo para continuar\./,
    ],
  ] as const)(
    'in %s, counts the rows sent and says the session has ended',
    async (locale, sent, ended) => {
      renderWithAdmin(<RunProgress snapshot={sessionEnded()} />, { locale });
      expect(await screen.findByText(ended)).toBeVisible();
      expect(screen.getByRole('progressbar')).toHaveAttribute('aria-valuetext', sent);
    },
  );
});
