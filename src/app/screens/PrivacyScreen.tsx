import type { RouteMeta } from '../../lib/routeMeta';
import { Link } from '../../lib/router';
import { Button } from '../../components/form/Button';
import { ReadyFieldset } from '../../components/form/ReadyFieldset';
import { useConfig } from '../../components/ConfigProvider';
import { PageHeading } from '../../components/PageHeading';
import type { AppConfig } from '../../config';
import { paths } from '../../lib/routes';
import { m } from '../../paraglide/messages.js';
import { setConsent, useConsent } from '../analytics/consent';
import { STORED_KEYS } from '../store/storedKeys';

/**
 * The same, for a reader who does not care about key names: the technical list is folded. Made at
 * render, in the document's language.
 */
const keptInPlainWords = (): readonly string[] => [
  m.app_privacy_plain_session(),
  m.app_privacy_plain_guide_word(),
  m.app_privacy_plain_trip(),
  m.app_privacy_plain_consent(),
  m.app_privacy_plain_offline(),
  m.app_privacy_plain_demo(),
  m.app_privacy_plain_analytics(),
];

function hostOf(url: string): string {
  try {
    return new URL(url).host;
  } catch {
    return m.app_privacy_this_site();
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
      : m.app_privacy_this_site();
  const apiHost = config.apiUrl.startsWith('/')
    ? m.app_privacy_this_site_at({ path: config.apiUrl })
    : hostOf(config.apiUrl);
  return [
    { to: m.app_privacy_to_server({ host: apiHost }), what: m.app_privacy_sent_server() },
    {
      to: m.app_privacy_to_contentful({ host: contentHost }),
      what: m.app_privacy_sent_contentful(),
    },
    {
      to: m.app_privacy_to_instagram({ host: graphHost }),
      what: m.app_privacy_sent_instagram(),
    },
    {
      // Names of products: the same in every language.
      to: 'Google (Firebase Authentication)',
      what: m.app_privacy_sent_google({ path: paths.login.getHref() }),
    },
    {
      to: 'Google Analytics',
      what: config.gaMeasurementId
        ? m.app_privacy_sent_analytics()
        : m.app_privacy_sent_no_analytics(),
    },
    { to: m.app_privacy_to_tiles({ host: tileHost }), what: m.app_privacy_sent_tiles() },
  ];
}

function AnalyticsChoice() {
  const consent = useConsent();
  const status =
    consent === undefined
      ? '\u00a0'
      : consent === null
        ? m.app_privacy_not_answered()
        : consent === 'granted'
          ? m.app_privacy_accepted()
          : m.app_privacy_declined();
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
            {m.app_privacy_accept()}
          </Button>
          <Button
            onClick={() => {
              setConsent('denied');
            }}
          >
            {m.app_privacy_decline()}
          </Button>
        </div>
      </ReadyFieldset>
    </>
  );
}

const SECTION_TITLE = 'mt-8 text-xl font-semibold text-primary-900';

/** A translated sentence with `code` in it (where its language places it) set as code. */
function WithCode({ text, code }: { text: string; code: string }) {
  const at = text.indexOf(code);
  if (at < 0) return <>{text}</>;
  return (
    <>
      {text.slice(0, at)}
      <code>{code}</code>
      {text.slice(at + code.length)}
    </>
  );
}

export default function PrivacyScreen() {
  const config = useConfig();
  const offSwitch = `ga-disable-${config.gaMeasurementId ?? ''}`;
  return (
    <div className="max-w-prose">
      <PageHeading lead={m.app_privacy_lead()}>{m.route_privacy_title()}</PageHeading>

      <h2 className={SECTION_TITLE}>{m.app_privacy_kept_title()}</h2>
      <p className="mt-2 text-slate-700">{m.app_privacy_kept_intro()}</p>
      <ul className="mt-4 list-disc space-y-2 pl-6 text-slate-700">
        {keptInPlainWords().map((kept) => (
          <li key={kept}>{kept}</li>
        ))}
      </ul>
      <details className="mt-4 rounded-lg border border-primary-100 p-4">
        <summary className="cursor-pointer font-semibold text-primary-900">
          {m.app_privacy_technical()}
        </summary>
        <dl className="mt-4 space-y-4">
          {STORED_KEYS.map((kept) => (
            <div key={kept.name}>
              <dt>
                <code className="rounded bg-primary-50 px-1.5 py-0.5 font-semibold text-primary-900">
                  {kept.shown?.() ?? kept.name}
                </code>
              </dt>
              <dd className="mt-1 text-slate-700">{kept.what()}</dd>
            </div>
          ))}
        </dl>
      </details>

      <h2 className={SECTION_TITLE}>{m.app_privacy_trip_title()}</h2>
      <div className="mt-2 space-y-2 text-slate-700">
        <p>{m.app_privacy_trip_where()}</p>
        <p>{m.app_privacy_trip_how_long()}</p>
        <p>
          {m.app_privacy_trip_take()}{' '}
          <Link to={paths.account.getHref()} className="font-semibold text-primary-800 underline">
            {m.app_privacy_trip_account()}
          </Link>
        </p>
      </div>

      <h2 className={SECTION_TITLE}>{m.app_privacy_sent_title()}</h2>
      <dl className="mt-4 space-y-4">
        {sentElsewhere(config).map((sent) => (
          <div key={sent.to}>
            <dt className="font-semibold text-primary-900">{sent.to}</dt>
            <dd className="mt-1 text-slate-700">{sent.what}</dd>
          </div>
        ))}
      </dl>

      <h2 className={SECTION_TITLE}>{m.app_privacy_analytics_title()}</h2>
      {config.gaMeasurementId ? (
        <div className="mt-2 text-slate-700">
          <p>
            {m.app_privacy_analytics_text({ settings: m.app_privacy_settings() })}{' '}
            <WithCode text={m.app_privacy_off_switch({ code: offSwitch })} code={offSwitch} />
          </p>
          <div className="mt-3">
            <AnalyticsChoice />
          </div>
        </div>
      ) : (
        <p className="mt-2 text-slate-700">{m.app_privacy_no_analytics()}</p>
      )}
    </div>
  );
}

/** The page's title and description, in the document's language (the layout sets them). */
export function meta(): RouteMeta {
  return { title: m.route_privacy_title(), description: m.route_privacy_description() };
}
