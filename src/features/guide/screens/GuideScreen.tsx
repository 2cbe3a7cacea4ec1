import type { RouteMeta } from '../../../lib/routeMeta';
import { m } from '../../../paraglide/messages.js';
import { Suspense, useEffect, useState } from 'react';
import { PageHeading } from '../../../components/PageHeading';
import { preloadable } from '../../../components/preloadable';
import { ServiceGate } from '../../../components/status/ServiceGate';
import { Spinner } from '../../../components/status/Spinner';
import { useConfig } from '../../../components/ConfigProvider';
import type { GuideSettings } from '../../../config';
import { GuideGate } from '../gate/GuideGate';
import { isGuideWord } from '../gate/guideWord';
import { useGuideDispatch, useGuideSelector } from '../store/guideSlice';
import { setGuideWord } from '../store/guideSlice';

/** The open guide (its list, filters, map and forms) is fetched only by those who get past the gate. */
const GuideBrowser = preloadable(() =>
  import('./GuideBrowser').then((module) => ({ default: module.GuideBrowser })),
);

interface Checked {
  word: string;
  digest: string;
  open: boolean;
}

/**
 * Whether the word kept in the store (and under the storage key `negrilPassword`) opens the
 * guide. Checked again whenever it or the build's check changes: a kept word that no longer
 * matches locks the guide again, and so does the server refusing it (its private mode).
 */
function GuideSection({ check }: { check: GuideSettings }) {
  const dispatch = useGuideDispatch();
  const word = useGuideSelector((state) => state.negril.negrilPassword);
  const refused = useGuideSelector((state) => state.negril.wordRefused);
  const { digest } = check;
  const [checked, setChecked] = useState<Checked | null>(null);
  const [unlockedHere, setUnlockedHere] = useState(false);

  useEffect(() => {
    if (!word) return;
    // Fetched while the kept word is checked: it opens the guide unless it was changed.
    void GuideBrowser.preload();
    let current = true;
    void isGuideWord(word, check).then((open) => {
      if (current) setChecked({ word, digest: check.digest, open });
    });
    return () => {
      current = false;
    };
  }, [word, check]);

  const known = checked?.word === word && checked.digest === digest ? checked : null;

  if (word && !known) return <Spinner label={m.guide_opening()} />;
  if (known?.open) {
    return (
      <Suspense fallback={<Spinner label={m.guide_opening()} />}>
        <GuideBrowser focusOnOpen={unlockedHere} />
      </Suspense>
    );
  }
  return (
    <GuideGate
      check={check}
      savedWordFailed={word !== ''}
      refusedByServer={refused}
      onUnlock={(entered) => {
        void GuideBrowser.preload();
        // Known to match already: the guide opens without a second check in between.
        setChecked({ word: entered, digest, open: true });
        setUnlockedHere(true);
        dispatch(setGuideWord(entered));
      }}
    />
  );
}

export default function GuideScreen() {
  const { guide } = useConfig();
  return (
    <>
      <PageHeading lead={m.guide_lead()}>{m.guide_title()}</PageHeading>
      <ServiceGate what={m.guide_service()} service={guide}>
        {(check) => <GuideSection check={check} />}
      </ServiceGate>
    </>
  );
}

/** The page's title and description, in the document's language (the layout sets them). */
export function meta(): RouteMeta {
  return { title: m.route_guide_title(), description: m.route_guide_description() };
}
