import { Field } from 'formik';
import { useTranslation } from 'react-i18next';

/** Whether the automation runs at all. */
export function ActiveSwitch() {
  const { t } = useTranslation();
  return (
    <div className="form-check form-switch mb-3">
      <Field type="checkbox" role="switch" name="active" id="sd-automation-active" className="form-check-input" />
      <label htmlFor="sd-automation-active" className="form-check-label">
        {t('automation_active')}
      </label>
    </div>
  );
}
