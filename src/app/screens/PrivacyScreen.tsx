import { Button } from '../../components/Button';
import { ReadyFieldset } from '../../components/ReadyFieldset';
import { useConfig } from '../../components/ConfigProvider';
import { PageHeading } from '../../components/PageHeading';
import type { AppConfig } from '../../config';
import { setConsent, useConsent } from '../consent';
import { STORED_KEYS } from '../storedKeys';

/** The same, for a reader who does not care about key names: the technical list is folded. */
const KEPT_IN_PLAIN_WORDS: readonly string[] = [
  'Once you sign in: that you are signed in, and your name and e-mail. Gone when you sign out.',
  'The guide word you entered, so the Negril guide stays open.',
  'The places you saved to “My trip”.',
  'Your answer to the analytics question, so you are asked only once.',
  'Copies of the pages, pictures and maps you have seen, so they work without a network (never your account’s details or the social feed).',
  'In the demo only: the accounts and guides you create there.',
  'Only if you accept analytics: Google Analytics’ cookie that tells one visit from the next.',
];

function hostOf(url: string): string {
  try {
    return new URL(url).host;
  } catch {
    return 'this site';
  }
}

interface Sent {
  to: string;
  what: string;
}

function sentElsewhere(config: AppConfig): Sent[] {
  const contentHost = config.contentful.configured
    ? (config.contentful.settings.host ?? 'cdn.contentful.com')
    : 'cdn.contentful.com';
  const graphHost = config.instagram.configured
    ? hostOf(config.instagram.settings.apiUrl)
    : 'graph.instagram.com';
  const tileHost =
    config.mapTiles.configured && config.mapTiles.settings.origin
      ? hostOf(config.mapTiles.settings.origin)
      : 'this site';
  const apiHost = config.apiUrl.startsWith('/')
    ? `this site (${config.apiUrl})`
    : hostOf(config.apiUrl);
  return [
    {
      to: `Our server, ${apiHost}`,
      what: 'What you type to register, sign in, reset a password or add a guide; your session’s token with the requests for your account, the guide and the press list; the guide word you entered, with each request for the guide.',
    },
    {
      to: `Contentful, ${contentHost} and images.ctfassets.net`,
      what: 'Requests for the blog and press entries and their pictures. Nothing about you beyond what every web request carries (your address and browser).',
    },
    {
      to: `Instagram, ${graphHost} and Instagram’s picture servers`,
      what: 'Requests for the feed’s posts and pictures.',
    },
    {
      to: 'Google (Firebase Authentication)',
      what: 'Nothing until you sign in with Google. When the sign-in page (/login) opens, your browser fetches the Firebase sign-in code from this site’s own address, not from Google. Firebase starts, and so contacts Google, only when you point at “Continue with Google”, move the keyboard focus to it, or press it. The window that then opens is Google’s own: what you type there goes to Google. Google gives this site your Google account’s name and e-mail with a token, which our server checks with Google’s public keys before it signs you in (a server without that check is sent your name and e-mail instead, to find or create your account).',
    },
    {
      to: 'Google Analytics',
      what: config.gaMeasurementId
        ? 'Only after you accept: the address and title of each page you view, with Google Analytics’ identifier. Advertising storage, ad user data and ad personalisation stay denied. Nothing at all, not even Google’s script, before you choose, and nothing after you decline.'
        : 'Nothing: this site does not use analytics.',
    },
    {
      to: `The map’s tile server, ${tileHost}`,
      what: 'In the unlocked guide: requests for the map pictures of the area you look at.',
    },
  ];
}

function AnalyticsChoice() {
  const consent = useConsent();
  const status =
    consent === undefined
      ? '\u00a0'
      : consent === null
        ? 'You have not answered yet.'
        : `You have ${consent === 'granted' ? 'accepted' : 'declined'} analytics.`;
  return (
    <>
      <p aria-live="polite">{status}</p>
      <ReadyFieldset className="mt-3">
        <div className="flex flex-wrap gap-2">
          <Button
            onClick={() => {
              setConsent('granted');
            }}
          >
            Accept analytics
          </Button>
          <Button
            onClick={() => {
              setConsent('denied');
            }}
          >
            Decline analytics
          </Button>
        </div>
      </ReadyFieldset>
    </>
  );
}

const SECTION_TITLE = 'mt-8 text-xl font-semibold text-primary-900';

export default function PrivacyScreen() {
  const config = useConfig();
  return (
    <div className="max-w-prose">
      <PageHeading lead="What this site keeps in your browser, what it sends where, and your choice about analytics.">
        Privacy
      </PageHeading>

      <h2 className={SECTION_TITLE}>Kept in your browser</h2>
      <p className="mt-2 text-slate-700">
        This site remembers a few things in your browser, so you do not have to repeat them. They
        stay on this device and are never sent anywhere by themselves. Clearing the site’s data in
        your browser removes all of it.
      </p>
      <ul className="mt-4 list-disc space-y-2 pl-6 text-slate-700">
        {KEPT_IN_PLAIN_WORDS.map((kept) => (
          <li key={kept}>{kept}</li>
        ))}
      </ul>
      <details className="mt-4 rounded-lg border border-primary-100 p-4">
        <summary className="cursor-pointer font-semibold text-primary-900">
          Technical details: what is stored, by name
        </summary>
        <dl className="mt-4 space-y-4">
          {STORED_KEYS.map((kept) => (
            <div key={kept.name}>
              <dt>
                <code className="rounded bg-primary-50 px-1.5 py-0.5 font-semibold text-primary-900">
                  {kept.name}
                </code>
              </dt>
              <dd className="mt-1 text-slate-700">{kept.what}</dd>
            </div>
          ))}
        </dl>
      </details>

      <h2 className={SECTION_TITLE}>Sent elsewhere</h2>
      <dl className="mt-4 space-y-4">
        {sentElsewhere(config).map((sent) => (
          <div key={sent.to}>
            <dt className="font-semibold text-primary-900">{sent.to}</dt>
            <dd className="mt-1 text-slate-700">{sent.what}</dd>
          </div>
        ))}
      </dl>

      <h2 className={SECTION_TITLE}>Analytics</h2>
      {config.gaMeasurementId ? (
        <div className="mt-2 text-slate-700">
          <p>
            We count page views with Google Analytics only if you accept. You can change your answer
            here or with “Privacy settings” at the bottom of every page. Declining also turns on
            Google Analytics’ own off switch (<code>ga-disable-{config.gaMeasurementId}</code>) for
            the rest of your visit, so a script that had already loaded sends nothing more.
          </p>
          <div className="mt-3">
            <AnalyticsChoice />
          </div>
        </div>
      ) : (
        <p className="mt-2 text-slate-700">This site does not use analytics.</p>
      )}
    </div>
  );
}
