// Texts of the question asked before a dialog holding unsaved input closes (app.dialog_guard.*).
const en = {
  dialog_guard: {
    title: 'Discard your changes?',
    content: 'What you entered in this dialog has not been saved. It will be lost.',
    keep: 'Keep editing',
    discard: 'Discard',
  },
};

const fr: typeof en = {
  dialog_guard: {
    title: 'Abandonner vos modifications ?',
    content: "Ce que vous avez saisi dans cette fenêtre n'a pas été enregistré et sera perdu.",
    keep: 'Continuer la modification',
    discard: 'Abandonner',
  },
};

const es: typeof en = {
  dialog_guard: {
    title: '¿Descartar sus cambios?',
    content: 'Lo que ha introducido en este cuadro de diálogo no se ha guardado y se perderá.',
    keep: 'Seguir editando',
    discard: 'Descartar',
  },
};

export const dialogGuardsMessages = { en, fr, es };
