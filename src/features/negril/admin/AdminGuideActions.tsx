import { useRef, useState } from 'react';
import { Button } from '../../../components/Button';
import { Dialog } from '../../../components/Dialog';
import { Notice } from '../../../components/Notice';
import { isApiError, plainMessage, type ApiError } from '../../../lib/http/errors';
import { deleteGuide, useNegrilDispatch } from '../negrilSlice';
import type { Guide } from '../types';
import { GuideFormDialog } from './GuideFormDialog';
import { guideName } from '../guide/GuideImage';

/** What the confirmation says for the server's refusals it can explain. */
const DELETE_REFUSALS = {
  401: 'Your session has expired. Sign in again, then delete the guide.',
  403: 'This account may not delete guides: only the site’s admins can.',
  404: 'This guide is no longer on the server: someone may have deleted it already.',
  405: 'Deleting is not available on this server (it is an older version). Adding guides still works.',
};

/** Asks before a guide is deleted, naming it; Cancel has the focus. */
function ConfirmDeletion({
  guide,
  onCancel,
  onDeleted,
}: {
  guide: Guide;
  onCancel: () => void;
  onDeleted: (guide: Guide) => void;
}) {
  const dispatch = useNegrilDispatch();
  const [failure, setFailure] = useState<ApiError | null>(null);
  const [sending, setSending] = useState(false);
  const sendingNow = useRef(false);
  const name = guideName(guide);

  const confirm = () => {
    if (sendingNow.current) return;
    sendingNow.current = true;
    setSending(true);
    setFailure(null);
    dispatch(deleteGuide(guide))
      .unwrap()
      .then(() => {
        onDeleted(guide);
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
    <Dialog title={`Delete ${name}?`} onClose={onCancel}>
      {failure ? (
        <div className="mb-4">
          <Notice title="The guide was not deleted.">
            {plainMessage(failure, 'the server', DELETE_REFUSALS)}
          </Notice>
        </div>
      ) : null}
      <p className="text-slate-800">
        “{name}” will leave the guide for every visitor. This cannot be undone.
      </p>
      <div className="mt-6 flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
        <Button variant="ghost" data-autofocus onClick={onCancel}>
          Cancel
        </Button>
        <Button
          variant="secondary"
          aria-disabled={sending || undefined}
          className="aria-disabled:cursor-wait aria-disabled:bg-secondary-700/60"
          onClick={confirm}
        >
          {sending ? 'Deleting…' : 'Delete guide'}
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
export function AdminGuideActions({
  guide,
  onEdited,
  onDeleted,
}: {
  guide: Guide;
  onEdited?: (guide: Guide) => void;
  onDeleted?: (guide: Guide) => void;
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
          Edit
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
          Delete
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
        <GuideFormDialog
          guide={guide}
          onClose={() => {
            setOpen(null);
          }}
          onSaved={(saved) => {
            setOpen(null);
            setEdited(`The changes to “${guideName(saved)}” were saved.`);
            onEdited?.(saved);
          }}
        />
      ) : null}
      {open === 'delete' ? (
        <ConfirmDeletion
          guide={guide}
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
