import { m } from '../../../paraglide/messages.js';
import { useRef, useState } from 'react';
import { Button } from '../../../components/form/Button';
import { Dialog } from '../../../components/Dialog';
import { Notice } from '../../../components/status/Notice';
import { isApiError, type ApiError } from '../../../lib/http/errors';
import { plainMessage } from '../../../lib/http/failureWords';
import { deleteGuide, useGuideDispatch } from '../store/guideSlice';
import type { Place } from '../model/types';
import { PlaceFormDialog } from './PlaceFormDialog';
import { placeName } from '../model/names';

/** What the confirmation says for the server's refusals it can explain. */
function deleteRefusals() {
  return {
    401: m.admin_delete_401(),
    403: m.admin_delete_403(),
    404: m.admin_delete_404(),
    405: m.admin_delete_405(),
  };
}

/** Asks before a guide is deleted, naming it; Cancel has the focus. */
function ConfirmDeletion({
  place,
  onCancel,
  onDeleted,
}: {
  place: Place;
  onCancel: () => void;
  onDeleted: (place: Place) => void;
}) {
  const dispatch = useGuideDispatch();
  const [failure, setFailure] = useState<ApiError | null>(null);
  const [sending, setSending] = useState(false);
  const sendingNow = useRef(false);
  const name = placeName(place);

  const confirm = () => {
    if (sendingNow.current) return;
    sendingNow.current = true;
    setSending(true);
    setFailure(null);
    dispatch(deleteGuide(place))
      .unwrap()
      .then(() => {
        onDeleted(place);
      })
      .catch((error: unknown) => {
        if (isApiError(error)) setFailure(error);
      })
      .finally(() => {
        sendingNow.current = false;
        setSending(false);
      });
  };

  return (
    <Dialog title={m.admin_delete_title({ name })} onClose={onCancel}>
      {failure ? (
        <div className="mb-4">
          <Notice title={m.admin_delete_failed()}>
            {plainMessage(failure, 'the server', deleteRefusals())}
          </Notice>
        </div>
      ) : null}
      <p className="text-slate-800">{m.admin_delete_warning({ name })}</p>
      <div className="mt-6 flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
        <Button variant="ghost" data-autofocus onClick={onCancel}>
          {m.admin_cancel()}
        </Button>
        <Button
          variant="secondary"
          aria-disabled={sending || undefined}
          className="aria-disabled:cursor-wait aria-disabled:bg-secondary-700/60"
          onClick={confirm}
        >
          {sending ? m.admin_deleting() : m.admin_delete_guide()}
        </Button>
      </div>
    </Dialog>
  );
}

/**
 * An admin's "Edit" and "Delete" for the guide opened in detail. An edit is announced here (the
 * detail stays open and shows the changed guide); a deletion closes the detail, so whoever shows
 * the guide announces it from `onDeleted`.
 */
export function AdminPlaceActions({
  place,
  onEdited,
  onDeleted,
}: {
  place: Place;
  onEdited?: (place: Place) => void;
  onDeleted?: (place: Place) => void;
}) {
  const [open, setOpen] = useState<'edit' | 'delete' | null>(null);
  const [edited, setEdited] = useState<string | null>(null);

  return (
    <div className="mt-6 border-t border-slate-200 pt-4">
      <div className="flex flex-wrap gap-3">
        <Button
          variant="ghost"
          className="border border-primary-300"
          aria-haspopup="dialog"
          onClick={() => {
            setEdited(null);
            setOpen('edit');
          }}
        >
          {m.admin_edit()}
        </Button>
        <Button
          variant="ghost"
          className="border border-secondary-300 text-secondary-800 hover:bg-secondary-50"
          aria-haspopup="dialog"
          onClick={() => {
            setEdited(null);
            setOpen('delete');
          }}
        >
          {m.admin_delete()}
        </Button>
      </div>
      <div role="status" className="empty:hidden mt-3">
        {edited ? (
          <Notice tone="success" live={false}>
            {edited}
          </Notice>
        ) : null}
      </div>
      {open === 'edit' ? (
        <PlaceFormDialog
          place={place}
          onClose={() => {
            setOpen(null);
          }}
          onSaved={(saved) => {
            setOpen(null);
            setEdited(m.admin_edited({ name: placeName(saved) }));
            onEdited?.(saved);
          }}
        />
      ) : null}
      {open === 'delete' ? (
        <ConfirmDeletion
          place={place}
          onCancel={() => {
            setOpen(null);
          }}
          onDeleted={(deleted) => {
            setOpen(null);
            onDeleted?.(deleted);
          }}
        />
      ) : null}
    </div>
  );
}
