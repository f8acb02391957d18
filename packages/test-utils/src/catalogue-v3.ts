/**
 * Catalog V3 write fixtures shared by the tests of several packages (the emulator's, stores-catalogue's,
 * the official SDK's). It imports no workspace package.
 */

/** A product write's Size option with the text choices S and M; a fresh object each call. */
export function sizeOptionSM() {
  return {
    name: 'Size',
    optionRenderType: 'TEXT_CHOICES' as const,
    choicesSettings: {
      choices: [
        { choiceType: 'CHOICE_TEXT' as const, name: 'S' },
        { choiceType: 'CHOICE_TEXT' as const, name: 'M' },
      ],
    },
  };
}
