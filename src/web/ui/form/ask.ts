import './ask.css';

export interface Question {
  header: string;
  message: string;
  confirmText: string;
  cancelText: string;
  destructive: boolean;
}

/**
 * Asks a yes/no question in a native modal dialog and resolves true only on the confirm button; Escape,
 * a tap on the backdrop and the cancel button (focused first) say no. A modal dialog opened last sits
 * above every other in the top layer, so a question asked from an open modal (unsaved changes in a
 * form over a list) is the one the user can answer.
 */
export function ask({ header, message, confirmText, cancelText, destructive }: Question): Promise<boolean> {
  const dialog = document.createElement('dialog');
  const id = crypto.randomUUID();
  dialog.className = 'ask-dialog';
  dialog.setAttribute('role', 'alertdialog');
  dialog.setAttribute('aria-labelledby', `${id}-header`);
  dialog.setAttribute('aria-describedby', `${id}-message`);
  const title = Object.assign(document.createElement('h2'), { id: `${id}-header`, className: 'ask-dialog-header', textContent: header });
  const text = Object.assign(document.createElement('p'), { id: `${id}-message`, className: 'ask-dialog-message', textContent: message });
  const buttons = Object.assign(document.createElement('div'), { className: 'ask-dialog-buttons' });
  const button = (label: string, value: string, className: string) => {
    const element = Object.assign(document.createElement('button'), { type: 'button', textContent: label, className });
    element.addEventListener('click', () => dialog.close(value));
    return element;
  };
  buttons.append(button(cancelText, 'cancel', 'ask-dialog-button'), button(confirmText, 'confirm', destructive ? 'ask-dialog-button ask-dialog-button--danger' : 'ask-dialog-button'));
  dialog.append(title, text, buttons);
  dialog.addEventListener('click', (event) => {
    if (event.target === dialog) dialog.close('cancel');
  });
  document.body.append(dialog);
  return new Promise((resolve) => {
    dialog.addEventListener('close', () => {
      dialog.remove();
      resolve(dialog.returnValue === 'confirm');
    });
    dialog.showModal();
  });
}
