import { useId, type ReactNode } from 'react';
import Modal from 'react-bootstrap/Modal';
import { usePortalContainer } from './PortalContainer';
import './styles/dialog.scss';

export type DialogWidth = 500 | 700 | 800 | 850 | 950;

export interface DialogProps {
  show: boolean;
  title: ReactNode;
  width: DialogWidth;
  onClose: () => void;
  children: ReactNode;
  footer?: ReactNode;
  /** While a call runs the dialog cannot be dismissed. */
  busy?: boolean;
  /**
   * Whether closing puts the focus back where it was (default). False when the dialog hands over
   * to another one, which must keep the focus it has taken.
   */
  restoreFocus?: boolean;
}

/** A modal of one of the specification's widths, portalled inside .sd-root; Escape closes it. */
export function Dialog({
  show,
  title,
  width,
  onClose,
  children,
  footer,
  busy = false,
  restoreFocus = true,
}: DialogProps) {
  const container = usePortalContainer();
  // Unique per dialog: one that is still fading out must not lend its title to the next.
  const titleId = `sd-dialog-title${useId().replace(/[^\w-]/g, '')}`;
  return (
    <Modal
      show={show}
      onHide={busy ? () => undefined : onClose}
      container={container}
      dialogClassName={`sd-dialog-${width}`}
      backdrop={busy ? 'static' : true}
      keyboard={!busy}
      restoreFocus={restoreFocus}
      aria-labelledby={titleId}
    >
      <Modal.Header closeButton={!busy}>
        <Modal.Title id={titleId} as="h2" className="h5">
          {title}
        </Modal.Title>
      </Modal.Header>
      <Modal.Body>{children}</Modal.Body>
      {footer && <Modal.Footer>{footer}</Modal.Footer>}
    </Modal>
  );
}
