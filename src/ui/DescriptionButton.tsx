import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Dialog } from './Dialog';
import { DIALOG_WIDTH } from './constants';

interface DescriptionButtonProps {
  /** The record's name, the dialog's title. */
  name: string;
  description: string;
}

/** 'Show description': a button opening the record's description (plain text) in a dialog. */
export function DescriptionButton({ name, description }: DescriptionButtonProps) {
  const { t } = useTranslation();
  const [shown, setShown] = useState(false);
  return (
    <>
      <button type="button" className="btn btn-sm btn-outline-secondary" onClick={() => setShown(true)}>
        {t('show_description')}
      </button>
      <Dialog
        show={shown}
        title={`${t('description')}: ${name}`}
        width={DIALOG_WIDTH.assign}
        onClose={() => setShown(false)}
      >
        <p className="mb-0" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
          {description}
        </p>
      </Dialog>
    </>
  );
}
