import { m } from '../../../paraglide/messages.js';
import { useEffect, useRef, useState } from 'react';
import { Button } from '../../../components/form/Button';
import { Dialog } from '../../../components/Dialog';
import { Notice } from '../../../components/status/Notice';
import { ShareButton } from '../../../components/ShareButton';
import { plainMessage } from '../../../lib/http/failureWords';
import { dateFormat } from '../../../lib/i18n/intlFormat';
import { paths } from '../../../lib/routes';
import {
  createInvitation,
  revokeInvitations,
  type Invitation,
  type TripSummary,
} from '../api/togetherApi';
import { removeFromTrip, tripToShare, useTogetherDispatch } from '../store/together';

/**
 * The address that joins a trip: the guide's, with the invitation's token after `#join=` (a
 * fragment never reaches a server, so no host's or CDN's log keeps the token).
 */
export function invitationLink(token: string): string {
  return new URL(`${paths.negril.getHref()}#join=${token}`, window.location.origin).href;
}

/**
 * "Plan together": who plans the trip, and for its owner an invitation link to copy or share, a
 * way to stop it, and a way to remove a companion; for a companion, a way to leave. Each action
 * says what it did, or why it did not, in the dialog's own status line.
 */
export default function PlanTogether({
  trip,
  me,
  onClose,
  onLeft,
}: {
  /** The trip shown, as listed; null: the account's own, not on the server yet (made on inviting). */
  trip: TripSummary | null;
  me: number | null;
  onClose: () => void;
  onLeft: (name: string) => void;
}) {
  const dispatch = useTogetherDispatch();
  const [invitation, setInvitation] = useState<Invitation | null>(null);
  const [busy, setBusy] = useState(false);
  const [said, setSaid] = useState('');
  const [failure, setFailure] = useState('');
  const owner = trip === null || trip.role === 'owner';
  const linkField = useRef<HTMLInputElement>(null);
  const inviteButton = useRef<HTMLButtonElement>(null);
  const membersHeading = useRef<HTMLHeadingElement>(null);
  // Where the focus goes when what had it goes away (a button replaced, a row removed).
  const focusNext = useRef<'link' | 'invite' | 'members' | null>(null);
  useEffect(() => {
    const next = focusNext.current;
    focusNext.current = null;
    if (next === 'link') linkField.current?.focus();
    else if (next === 'invite') inviteButton.current?.focus();
    else if (next === 'members') membersHeading.current?.focus();
  });
  const members = trip?.members ?? [];

  const act = async (action: () => Promise<string>) => {
    if (busy) return;
    setBusy(true);
    setFailure('');
    try {
      setSaid(await action());
    } catch (error) {
      setSaid('');
      setFailure(m.trip_together_failed({ reason: plainMessage(error) }));
    } finally {
      setBusy(false);
    }
  };

  const memberName = (id: number, name: string) =>
    id === me ? m.trip_together_me({ name }) : name;

  return (
    <Dialog title={m.trip_together_title()} onClose={onClose}>
      <p className="mb-4 text-slate-700">{m.trip_together_lead()}</p>
      <h3
        ref={membersHeading}
        tabIndex={-1}
        className="mb-2 font-semibold text-primary-900 focus:outline-none focus-visible:outline-2"
      >
        {m.trip_together_members()}
      </h3>
      <ul className="mb-4 grid gap-2">
        {members.map((member) => (
          <li key={member.id} className="flex flex-wrap items-center justify-between gap-2">
            <span className="wrap-anywhere">
              {member.role === 'owner'
                ? m.trip_together_owner({ name: memberName(member.id, member.name) })
                : memberName(member.id, member.name)}
            </span>
            {owner && member.role !== 'owner' ? (
              <Button
                variant="secondary"
                aria-label={m.trip_together_remove_label({ name: member.name })}
                disabled={busy}
                onClick={() =>
                  void act(async () => {
                    if (trip) await dispatch(removeFromTrip(trip.id, member.id, false));
                    focusNext.current = 'members';
                    return m.trip_together_removed({ name: member.name });
                  })
                }
              >
                {m.trip_together_remove()}
              </Button>
            ) : null}
          </li>
        ))}
      </ul>
      {members.length < 2 ? (
        <p className="mb-4 text-sm text-slate-700">{m.trip_together_alone()}</p>
      ) : null}
      {owner ? (
        <div className="grid gap-3">
          {invitation ? (
            <>
              <label className="grid gap-1 text-sm font-semibold text-slate-800">
                {m.trip_together_link_label()}
                <input
                  ref={linkField}
                  readOnly
                  value={invitationLink(invitation.token)}
                  onFocus={(event) => {
                    event.currentTarget.select();
                  }}
                  className="min-h-11 rounded-md border border-slate-400 px-2 font-normal text-slate-900"
                />
              </label>
              {invitation.expires ? (
                <p className="text-sm text-slate-700">
                  {m.trip_together_expires({
                    date: dateFormat({ dateStyle: 'long' }).format(new Date(invitation.expires)),
                  })}
                </p>
              ) : null}
              <div className="flex flex-wrap gap-2">
                <ShareButton
                  url={invitationLink(invitation.token)}
                  title={m.trip_together_share_title()}
                  label={m.trip_together_share()}
                />
                <Button
                  variant="secondary"
                  disabled={busy}
                  onClick={() =>
                    void act(async () => {
                      if (trip) await revokeInvitations(trip.id);
                      setInvitation(null);
                      focusNext.current = 'invite';
                      return m.trip_together_revoked();
                    })
                  }
                >
                  {m.trip_together_revoke()}
                </Button>
              </div>
            </>
          ) : (
            <div>
              <Button
                ref={inviteButton}
                disabled={busy}
                onClick={() =>
                  void act(async () => {
                    const shared = trip ?? (await dispatch(tripToShare(m.trip_own())));
                    setInvitation(await createInvitation(shared.id));
                    focusNext.current = 'link';
                    return m.trip_together_link_made();
                  })
                }
              >
                {m.trip_together_invite()}
              </Button>
            </div>
          )}
        </div>
      ) : (
        <div>
          <Button
            variant="secondary"
            disabled={busy || me === null}
            onClick={() =>
              void act(async () => {
                if (me === null) return '';
                await dispatch(removeFromTrip(trip.id, me, true));
                onLeft(trip.name);
                return '';
              })
            }
          >
            {m.trip_together_leave()}
          </Button>
        </div>
      )}
      {failure ? (
        <div className="mt-4">
          <Notice>{failure}</Notice>
        </div>
      ) : null}
      <p role="status" className="mt-3 text-sm text-slate-700 empty:sr-only">
        {said}
      </p>
    </Dialog>
  );
}
