import { useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { PHOTO_MAX_BYTES, PHOTOS_MAX, type PhotoInput } from '../../../domain/photos/photos';
import type { JobResultInput } from '../../../domain/job-center/jobs';
import type { JobCode, JobPack } from '../../../domain/job-center/job-reads';
import { describeIssue } from '../../i18n/describe-issue';
import { Button } from '../../ui/button';
import { NumberField } from '../../ui/number-field';
import { PhotoPicker } from '../../ui/photos/photo-picker';
import { SelectField } from '../../ui/select-field';
import { FieldFrame } from '../../ui/text-field';

interface FormProps {
  pack: JobPack;
  /** Field → issue type of the last result the station refused. */
  errors: Record<string, string>;
  onRecord: (result: JobResultInput) => boolean;
  onCancel: () => void;
}

/** Codes to tick, each with its code and name; big rows for a gloved thumb. */
function CodeChoice({ id, legend, codes, chosen, onChange, error }: { id: string; legend: string; codes: readonly JobCode[]; chosen: readonly string[]; onChange: (ids: string[]) => void; error?: string | undefined }) {
  const { t } = useLingui();
  return (
    <fieldset className="job-form__codes" aria-describedby={error ? `${id}-error` : undefined}>
      <legend>{legend}</legend>
      {codes.length === 0 ? <p>{t`None in the catalogue yet.`}</p> : null}
      {codes.map((code) => (
        <label key={code.id}>
          <input type="checkbox" checked={chosen.includes(code.id)} onChange={(event) => onChange(event.target.checked ? [...chosen, code.id] : chosen.filter((c) => c !== code.id))} />
          {code.code} · {code.name}
        </label>
      ))}
      {error ? (
        <p id={`${id}-error`} className="job-form__error" role="alert">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}

function Notes({ value, onChange }: { value: string; onChange: (notes: string) => void }) {
  const { t } = useLingui();
  return <FieldFrame id="job-notes" label={t`Notes`}>{(props) => <textarea {...props} rows={2} maxLength={2000} value={value} onChange={(event) => onChange(event.target.value)} />}</FieldFrame>;
}

/** The result of the unit on the bench, by the station's type; checked by the schema the server uses. */
export function JobResultForm(props: FormProps) {
  switch (props.pack.type) {
    case 'qc':
      return <QcForm {...props} />;
    case 'repair':
      return <RepairForm {...props} />;
    case 'clean':
      return <CleanForm {...props} />;
  }
}

function QcForm({ pack, errors, onRecord, onCancel }: FormProps) {
  const { t } = useLingui();
  const [errorCodeIds, setErrorCodes] = useState<string[]>([]);
  const [areaCodeIds, setAreaCodes] = useState<string[]>([]);
  const [notes, setNotes] = useState('');
  const [photos, setPhotos] = useState<PhotoInput[]>([]);
  const [preparing, setPreparing] = useState(false);
  const record = (outcome: 'pass' | 'fail') => onRecord({ type: 'qc', outcome, errorCodeIds: outcome === 'pass' ? [] : errorCodeIds, areaCodeIds, notes, photos });
  return (
    <div className="job-form">
      <div className="job-form__actions">
        <Button onClick={() => record('pass')} disabled={preparing}>{t`Pass`}</Button>
        <Button variant="outline" onClick={() => record('fail')} disabled={preparing}>{t`Fail`}</Button>
        <Button variant="outline" onClick={onCancel}>{t`Cancel`}</Button>
      </div>
      <CodeChoice
        id="job-error-codes"
        legend={t`Error codes (for a fail)`}
        codes={pack.errorCodes}
        chosen={errorCodeIds}
        onChange={setErrorCodes}
        error={errors.errorCodeIds ? t`A failed unit needs at least one error code.` : undefined}
      />
      <CodeChoice id="job-area-codes" legend={t`Error areas`} codes={pack.areaCodes} chosen={areaCodeIds} onChange={setAreaCodes} />
      <Notes value={notes} onChange={setNotes} />
      <PhotoPicker id="job-photos" photos={photos} onChange={setPhotos} max={PHOTOS_MAX} maxBytes={PHOTO_MAX_BYTES} onPreparing={setPreparing} />
    </div>
  );
}

function RepairForm({ pack, errors, onRecord, onCancel }: FormProps) {
  const { t } = useLingui();
  const [repairCodeIds, setRepairCodes] = useState<string[]>([]);
  const [accessories, setAccessories] = useState<{ accessoryId: string; quantity: number }[]>([]);
  const [accessory, setAccessory] = useState('');
  const [minutes, setMinutes] = useState(0);
  const [notes, setNotes] = useState('');
  const codeOf = (id: string) => pack.accessories.find((a) => a.id === id)?.code ?? id;
  const add = () => {
    if (!accessory) return;
    const held = accessories.find((a) => a.accessoryId === accessory);
    setAccessories(held ? accessories.map((a) => (a === held ? { ...a, quantity: Math.min(99, a.quantity + 1) } : a)) : [...accessories, { accessoryId: accessory, quantity: 1 }]);
  };
  return (
    <div className="job-form">
      <CodeChoice
        id="job-repair-codes"
        legend={t`Repair codes`}
        codes={pack.repairCodes}
        chosen={repairCodeIds}
        onChange={setRepairCodes}
        error={errors.repairCodeIds ? t`Choose at least one repair code.` : undefined}
      />
      <div className="job-form__accessory">
        <SelectField id="job-accessory" label={t`Accessory used`} value={accessory} onChange={setAccessory} options={[{ value: '', label: t`Choose…` }, ...pack.accessories.map((a) => ({ value: a.id, label: `${a.code} · ${a.name}` }))]} />
        <Button variant="outline" onClick={add} disabled={!accessory}>{t`Add accessory`}</Button>
      </div>
      {accessories.length > 0 ? (
        <ul aria-label={t`Accessories used`}>
          {accessories.map((a) => (
            <li key={a.accessoryId}>
              {a.quantity} × {codeOf(a.accessoryId)}{' '}
              <Button variant="outline" onClick={() => setAccessories(accessories.filter((x) => x !== a))}>{t`Remove ${codeOf(a.accessoryId)}`}</Button>
            </li>
          ))}
        </ul>
      ) : null}
      <NumberField id="job-minutes" label={t`Minutes spent`} value={minutes} onChange={setMinutes} error={errors.minutes ? describeIssue(errors.minutes) : undefined} />
      <Notes value={notes} onChange={setNotes} />
      <div className="job-form__actions">
        <Button onClick={() => onRecord({ type: 'repair', repairCodeIds, accessories, minutes, notes })}>{t`Repair done`}</Button>
        <Button variant="outline" onClick={onCancel}>{t`Cancel`}</Button>
      </div>
    </div>
  );
}

function CleanForm({ onRecord, onCancel }: FormProps) {
  const { t } = useLingui();
  const [notes, setNotes] = useState('');
  return (
    <div className="job-form">
      <Notes value={notes} onChange={setNotes} />
      <div className="job-form__actions">
        <Button onClick={() => onRecord({ type: 'clean', notes })}>{t`Cleaned`}</Button>
        <Button variant="outline" onClick={onCancel}>{t`Cancel`}</Button>
      </div>
    </div>
  );
}
