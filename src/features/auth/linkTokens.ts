import { useLayoutEffect, useState } from 'react';
import { useLocation, useNavigate, useParams } from '../../lib/router';
import { IN_PLACE } from '../../lib/routes';

/** A mailed link's values: the account (`uid`) and the one-time token. */
export interface LinkTokens {
  uid: string;
  token: string;
}

/** What the route's own pattern holds where a link holds its values. */
const PATTERN_VALUES: LinkTokens = { uid: ':uid', token: ':token' };

/**
 * The uid and token of a mailed link (an activation, a password reset), taken out of the address
 * as the screen opens: the address becomes the route's pattern (`/activate/:uid/:token`, in the
 * page's language), its query and fragment dropped, so that nothing reading the address later
 * sees them (an analytics script following history changes, a screenshot, a shared screen, the
 * language links built from the address). The values live in this screen's memory only: the
 * pattern's address opened again (a reload, Back to it) holds none, and this returns null.
 */
export function useLinkTokens(): LinkTokens | null {
  const params = useParams();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const [held] = useState<LinkTokens | null>(() => {
    const { uid = '', token = '' } = params;
    return uid === PATTERN_VALUES.uid && token === PATTERN_VALUES.token ? null : { uid, token };
  });
  useLayoutEffect(() => {
    if (!held) return;
    // The route matched its two values as the address's last two segments.
    const segments = pathname.replace(/\/+$/, '').split('/').slice(0, -2);
    navigate([...segments, PATTERN_VALUES.uid, PATTERN_VALUES.token].join('/'), {
      replace: true,
      state: IN_PLACE,
    });
    // Once, as the screen opens.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  return held;
}
