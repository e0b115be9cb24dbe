import { alertWidths } from '@continuum/contracts';
import { Group, Title } from '@mantine/core';
import { type ReactNode, useEffect, useId, useRef } from 'react';
import classes from './alert-dialog.module.css';

interface AlertDialogProps {
  opened: boolean;
  title: ReactNode;
  children: ReactNode;
  /** The dialog's buttons; the first focusable one (or the one marked data-autofocus) gets focus when it opens. */
  actions: ReactNode;
  /** Escape, or whatever else closes it. */
  onClose: () => void;
  /** 'alertdialog' for notices that need an answer now (000 §2 "alerts"). */
  role?: 'dialog' | 'alertdialog';
  size?: keyof typeof alertWidths;
}

/**
 * The shell's alerts (spec 000 §2, widths from §9) on a native modal <dialog>: the browser traps focus,
 * moves it into the dialog, closes on Escape and gives the rest of the page `inert`, without loading a modal
 * library up front. Rendered only while open, so a closed one is not in the accessibility tree.
 */
export function AlertDialog(props: AlertDialogProps) {
  return props.opened ? <OpenDialog {...props} /> : null;
}

function OpenDialog({ title, children, actions, onClose, role = 'dialog', size = 'small' }: AlertDialogProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const bodyId = useId();

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog || dialog.open) return;
    const before = document.activeElement;
    if (typeof dialog.showModal === 'function') dialog.showModal();
    else dialog.setAttribute('open', '');
    // showModal focuses the first control; the one marked data-autofocus is the answer the dialog expects. Do
    // it where showModal is missing (jsdom) too.
    const first = dialog.querySelector<HTMLElement>('[data-autofocus]');
    if (first) first.focus();
    else if (!dialog.contains(document.activeElement)) dialog.querySelector<HTMLElement>('button, [href], input')?.focus();
    // Removing an open dialog drops focus to the body: give it back to where the user was (the button that
    // failed, to press again), unless the owner has already put it somewhere else.
    return () => {
      const lost = document.activeElement === null || document.activeElement === document.body;
      if (lost && before instanceof HTMLElement && before.isConnected) before.focus();
    };
  }, []);

  return (
    <dialog
      ref={ref}
      className={classes.dialog}
      style={{ maxWidth: alertWidths[size] }}
      role={role === 'alertdialog' ? 'alertdialog' : undefined}
      aria-modal="true"
      aria-labelledby={titleId}
      aria-describedby={bodyId}
      onCancel={(event) => {
        // Escape: the owner decides what closing means (and unmounts the dialog).
        event.preventDefault();
        onClose();
      }}
    >
      <Title order={2} size="h4" id={titleId} mb="sm">
        {title}
      </Title>
      <div id={bodyId}>{children}</div>
      <Group justify="flex-end" mt="md">
        {actions}
      </Group>
    </dialog>
  );
}
