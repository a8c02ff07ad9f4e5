import { useStore } from '@nanostores/react';
import type { KycDocument } from '../../../domain/model';
import { UPLOAD_DOCUMENT_TYPES, kycUploadSchema } from '../../../domain/kyc';
import { $kycDocuments, $kycFiles, chooseKycFile, uploadKycDocument } from '../../../stores/kyc';
import { resetForm, setFieldValue } from '../../../stores/forms';
import { useElement, useFormKey, useNamespaces } from '../../ui/ElementRoot';
import { useForm } from '../../ui/useForm';
import { Select } from '../../ui/Select';
import { Button } from '../../ui/Button';
import { ErrorNotice, Notice } from '../../ui/Notice';
import { Loaded } from '../../ui/Loaded';
import { useStylesheet } from '../../ui/useStylesheet';
import { stylesheet as controlsStylesheet } from '../../ui/controls.module.css';
import ui from '../../ui/ui.module.css';
import styles, { stylesheet } from './Verify.module.css';

const FORM = 'verify';

/**
 * The account's verify (KYC) tab: upload a document of a chosen type (type and file
 * required, the chosen file's name shown, errors above the form), then the documents on
 * file with their status and upload date. Each document has an actions select whose one
 * action, 'Upload a new version', puts its type in the form and moves to the file input.
 */
export default function Verify() {
  const ready = useNamespaces(['bonuses']);
  useStylesheet(controlsStylesheet);
  useStylesheet(stylesheet);
  if (!ready) return null;
  return (
    <div className={ui.stack}>
      <UploadForm />
      <Documents />
    </div>
  );
}

function UploadForm() {
  const { LL } = useElement();
  const form = useForm(FORM, 'kyc', kycUploadSchema);
  const file = useStore($kycFiles, { keys: [form.id] })[form.id];
  // The file lives in the store (it survives a re-created element); the native input is
  // emptied at once and the chosen name is shown, and described, by the view.
  const { value: _value, onChange: _onChange, 'aria-describedby': fileErrorId, ...fileProps } = form.inputProps('file');
  const fileError = form.errorOf('file');
  const fileNameId = `${fileProps.id}-name`;
  const fileDescribedBy = [file ? fileNameId : null, fileErrorId].filter(Boolean).join(' ') || undefined;

  const submit = form.onSubmit(async ({ type }) => {
    await uploadKycDocument(type, $kycFiles.get()[form.id]);
    chooseKycFile(form.id, null);
    resetForm(form.id);
  }, 'uploaded');

  return (
    <form className={ui.form} onSubmit={submit} noValidate aria-labelledby="verify-title" part="form">
      <h3 className={ui.title} id="verify-title" part="title">
        {LL.verify.title()}
      </h3>
      <ErrorNotice error={form.state.error} />
      {form.state.notice === 'uploaded' && <Notice level="success">{LL.verify.uploaded()}</Notice>}
      <p className={ui.text}>{LL.verify.intro()}</p>
      <Select
        form={form}
        name="type"
        label={LL.verify.type()}
        placeholder={LL.verify.chooseType()}
        options={UPLOAD_DOCUMENT_TYPES.map((type) => ({ value: type, label: LL.verify.types[type]() }))}
      />
      <div className={ui.field} part="field">
        <label className={ui.label} htmlFor={fileProps.id} part="label">
          {LL.verify.file()}
        </label>
        <input
          type="file"
          className={`${ui.input} ${styles.file}`}
          part="input"
          accept="image/*,application/pdf,.pdf"
          {...fileProps}
          aria-describedby={fileDescribedBy}
          onChange={(event) => {
            const input = event.currentTarget;
            chooseKycFile(form.id, input.files?.[0] ?? null);
            input.value = '';
          }}
        />
        {file && (
          <p className={styles.fileName} id={fileNameId} part="file-name">
            {LL.verify.chosenFile({ name: file.name })}
          </p>
        )}
        {fileError && (
          <p className={ui.fieldError} id={`${fileProps.id}-error`} part="field-error">
            {fileError}
          </p>
        )}
      </div>
      <div className={ui.actions}>
        <Button type="submit" busy={form.submitting}>
          {form.submitting ? LL.states.loading() : LL.verify.submit()}
        </Button>
      </div>
    </form>
  );
}

function Documents() {
  const { LL, locale, host } = useElement();
  const documents = useStore($kycDocuments);
  const form = useFormKey(FORM);
  const date = new Intl.DateTimeFormat(locale, { dateStyle: 'medium' });
  const uploadNew = (document: KycDocument) => {
    setFieldValue(form, 'type', document.type);
    host.shadowRoot?.getElementById(`${form}-file`)?.focus();
  };

  return (
    <section className={ui.stack} aria-labelledby="verify-documents-title" aria-busy={documents.status === 'loading'}>
      <h4 className={styles.heading} id="verify-documents-title">
        {LL.verify.documents()}
      </h4>
      <Loaded state={documents} retry={() => void $kycDocuments.retry()}>
        {(list) =>
          list.length === 0 ? (
            <p className={ui.text}>{LL.verify.noDocuments()}</p>
          ) : (
            <ul className={styles.documents}>
              {list.map((document) => {
                const type = LL.verify.types[document.type]();
                return (
                  <li key={document.id} className={styles.document} part="document">
                    <div className={styles.details}>
                      <strong>{type}</strong>
                      <span className={styles.fileName}>{document.fileName}</span>
                      <span>{LL.verify.uploadedOn({ date: date.format(new Date(document.uploaded)) })}</span>
                    </div>
                    <span className={`${styles.status} ${styles[document.status]}`} part="document-status">
                      {LL.verify.statuses[document.status]()}
                    </span>
                    {(UPLOAD_DOCUMENT_TYPES as readonly string[]).includes(document.type) && (
                      <select
                        className={`${ui.input} ${styles.actions}`}
                        part="input select"
                        aria-label={LL.verify.actions({ document: `${type} ${document.fileName}` })}
                        value=""
                        onChange={(event) => event.currentTarget.value === 'upload-new' && uploadNew(document)}
                      >
                        <option value="">{LL.verify.chooseAction()}</option>
                        <option value="upload-new">{LL.verify.uploadNew()}</option>
                      </select>
                    )}
                  </li>
                );
              })}
            </ul>
          )
        }
      </Loaded>
    </section>
  );
}
