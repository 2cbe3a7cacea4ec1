import { Button } from '../../../components/form/Button';
import { Dialog } from '../../../components/Dialog';
import { m } from '../../../paraglide/messages.js';

/**
 * Asked before a sign-out that would take My trip's unsent edits with it (the account's trip
 * leaves this browser at sign-out): staying signed in is the first choice, and keeps them for the
 * sync to send once the server takes them.
 */
export default function SignOutUnsentDialog({
  onStay,
  onSignOut,
}: {
  onStay: () => void;
  onSignOut: () => void;
}) {
  return (
    <Dialog title={m.auth_sign_out_unsent_title()} onClose={onStay}>
      <div className="space-y-4">
        <p className="text-slate-700">{m.auth_sign_out_unsent_body()}</p>
        <div className="flex flex-wrap gap-3">
          <Button data-autofocus onClick={onStay}>
            {m.auth_sign_out_stay()}
          </Button>
          <Button variant="secondary" onClick={onSignOut}>
            {m.auth_sign_out_anyway()}
          </Button>
        </div>
      </div>
    </Dialog>
  );
}
