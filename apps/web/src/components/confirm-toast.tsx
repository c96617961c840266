import { toast } from '@/lib/toast';

interface Labels {
  confirm: string;
  cancel: string;
}

interface BodyProps extends Labels {
  message: string;
  onAnswer: (yes: boolean) => void;
}

function ConfirmToastBody({ message, confirm, cancel, onAnswer }: BodyProps) {
  return (
    <div>
      <p className="mb-2 fw-semibold">{message}</p>
      <div className="d-flex gap-2">
        <button type="button" className="btn btn-sm btn-danger" onClick={() => onAnswer(true)}>
          {confirm}
        </button>
        {/* Cancel takes the focus, so a keyboard user answers at once and Enter does no harm. */}
        <button type="button" className="btn btn-sm btn-outline-secondary" autoFocus onClick={() => onAnswer(false)}>
          {cancel}
        </button>
      </div>
    </div>
  );
}

/**
 * Asks in a toast that does not close by itself (spec section 8) and resolves true on Confirm,
 * false on Cancel or when the toast is closed otherwise. Focus goes back where it was.
 */
export function confirmToast(message: string, labels: Labels): Promise<boolean> {
  const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
  return new Promise((resolve) => {
    let answered = false;
    const answer = (yes: boolean) => {
      if (answered) return;
      answered = true;
      if (opener?.isConnected) opener.focus();
      resolve(yes);
    };
    toast(
      ({ closeToast }) => (
        <ConfirmToastBody
          message={message}
          {...labels}
          onAnswer={(yes) => {
            answer(yes);
            closeToast();
          }}
        />
      ),
      {
        autoClose: false,
        closeOnClick: false,
        draggable: false,
        closeButton: false,
        role: 'alertdialog',
        ariaLabel: message,
        onClose: () => answer(false),
      },
    );
  });
}
