import { useState, type SubmitEvent } from 'react';
import { Button } from '../../../components/form/Button';
import { Dialog } from '../../../components/Dialog';
import { TextField } from '../../../components/form/TextField';
import { m } from '../../../paraglide/messages.js';
import {
  demoIdToken,
  type ProviderSignIn,
  type ProviderUser,
} from '../../../lib/identity/provider';

/**
 * The demo cannot reach Google: this stand-in asks for the name and email a Google account
 * would give, then the site runs the same flow as after the real popup, with a stand-in ID token
 * (unsigned, labelled as the demo's) that only the mock server accepts. Demo builds only.
 */
export default function DemoProviderDialog({
  onFinish,
}: {
  onFinish: (signedIn: ProviderSignIn | null) => void;
}) {
  const [name, setName] = useState('');
  const [email, setEmail] = useState('');
  const submit = (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    const address = email.trim();
    const user: ProviderUser = {
      uid: `demo-${address.toLowerCase()}`,
      email: address,
      displayName: name.trim(),
      photoURL: null,
      providerId: 'google.com',
    };
    onFinish({ user, idToken: demoIdToken(user) });
  };
  return (
    <Dialog title={m.auth_demo_title()} onClose={() => onFinish(null)}>
      <p className="mb-4 text-sm text-slate-700">{m.auth_demo_text()}</p>
      <form className="space-y-4" onSubmit={submit}>
        <TextField
          label={m.auth_name()}
          value={name}
          onChange={(event) => setName(event.target.value)}
          autoComplete="name"
          required
        />
        <TextField
          label={m.auth_email()}
          type="email"
          value={email}
          onChange={(event) => setEmail(event.target.value)}
          autoComplete="email"
          required
        />
        <div className="flex gap-3">
          <Button type="submit">{m.auth_continue()}</Button>
          <Button variant="ghost" onClick={() => onFinish(null)}>
            {m.auth_cancel()}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
