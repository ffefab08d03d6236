/** What every form component takes: its heading's level, and what to do once sent (a widget says thank you in place). */
export type FormProps = {
  headingLevel: 1 | 2 | 3;
  onSent?: (message: string) => void;
};
