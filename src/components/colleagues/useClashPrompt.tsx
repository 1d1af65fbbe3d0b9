import { useCallback, useState, type ReactNode } from 'react';
import type { Clash, Side } from '../../lib/merge';
import { ClashDialog } from './ClashDialog';
import type { FieldText } from './fieldText';

type Answer = Record<string, Side> | null;

interface Question {
  clashes: readonly Clash[];
  answer: (choices: Answer) => void;
}

/**
 * Asks the clash question from inside a save: `ask` opens the dialog and resolves with the
 * user's choices, or null for Cancel. `dialog` is rendered wherever the caller puts it.
 */
export function useClashPrompt(text: FieldText): {
  ask: (clashes: readonly Clash[]) => Promise<Answer>;
  dialog: ReactNode;
} {
  const [question, setQuestion] = useState<Question | null>(null);
  const ask = useCallback(
    (clashes: readonly Clash[]) =>
      new Promise<Answer>((resolve) => {
        setQuestion({
          clashes,
          answer: (choices) => {
            setQuestion(null);
            resolve(choices);
          },
        });
      }),
    [],
  );
  const dialog = question ? (
    <ClashDialog
      clashes={question.clashes}
      text={text}
      onSave={question.answer}
      onCancel={() => question.answer(null)}
    />
  ) : null;
  return { ask, dialog };
}
