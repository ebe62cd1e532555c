import { useLingui } from '@lingui/react/macro';
import { useCallback, useRef, useState } from 'react';
import type { CatalogueEntry, CatalogueKey } from '../../../domain/catalogues/definitions';
import { useConfirm } from '../../ui/form/use-confirm';
import { type ModalHandle, ModalFrame } from '../../ui/modal-frame';
import { CatalogueDetail } from './catalogue-detail';
import { CatalogueForm } from './catalogue-form';
import { CATALOGUE_TEXTS } from './catalogue-texts';

/** What the modal shows: one entry (by id), or the form for a new or an existing entry. */
export type EntryModalState = { mode: 'view'; id: string } | { mode: 'form'; entry?: CatalogueEntry } | null;

interface CatalogueEntryModalProps {
  catalogue: CatalogueKey;
  state: EntryModalState;
  onChange: (state: EntryModalState) => void;
  canWrite: boolean;
}

/** Detail and form of a catalogue entry over its list, so the list keeps its page, search and filters. */
export function CatalogueEntryModal({ catalogue, state, onChange, canWrite }: CatalogueEntryModalProps) {
  const { t, i18n } = useLingui();
  const confirm = useConfirm();
  const modal = useRef<ModalHandle>(null);
  const dirty = useRef(false);
  const [title, setTitle] = useState('');
  const onDirtyChange = useCallback((value: boolean) => {
    dirty.current = value;
  }, []);
  const texts = CATALOGUE_TEXTS[catalogue];
  const heading = state?.mode === 'form' ? (state.entry ? t`Edit ${state.entry.code}` : i18n._(texts.create)) : title;

  // A swipe, Escape or the close button would drop unsaved edits: ask first.
  const canDismiss = async () =>
    !dirty.current ||
    confirm({ header: t`Leave without saving?`, message: t`Your changes on this page are not saved yet.`, confirmText: t`Discard changes`, destructive: true });

  return (
    <ModalFrame
      modalRef={modal}
      isOpen={state !== null}
      title={heading}
      label={heading || i18n._(texts.singular)}
      canDismiss={canDismiss}
      onDidDismiss={() => {
        dirty.current = false;
        onChange(null);
      }}
    >
        {state?.mode === 'form' ? (
          <CatalogueForm
            catalogue={catalogue}
            entry={state.entry}
            onDirtyChange={onDirtyChange}
            onCancel={() => void modal.current?.dismiss()}
            onSaved={(saved) => {
              dirty.current = false;
              onChange(state.entry ? { mode: 'view', id: saved.id } : null);
            }}
          />
        ) : null}
        {state?.mode === 'view' ? (
          <CatalogueDetail catalogue={catalogue} id={state.id} canWrite={canWrite} onTitle={setTitle} onEdit={(entry) => onChange({ mode: 'form', entry })} onDeleted={() => onChange(null)} />
        ) : null}
    </ModalFrame>
  );
}
