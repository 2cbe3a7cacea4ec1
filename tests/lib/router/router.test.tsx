import { useLayoutEffect, useState } from 'react';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import {
  createBrowserHistory,
  createMemoryHistory,
  Link,
  Navigate,
  NavLink,
  Outlet,
  Router,
  useLocation,
  useNavigate,
  useParams,
  useRoutes,
  useSearchParams,
  type History,
  type RouteObject,
  type Update,
} from '../../../src/lib/router';

/** Where the page is, as the tests read it. */
function Address() {
  const { pathname, search, hash, state } = useLocation();
  return <p data-testid="address">{`${pathname}${search}${hash} ${JSON.stringify(state)}`}</p>;
}

function Entry() {
  const { slug } = useParams();
  return <h1>Entry {slug}</h1>;
}

function Tags() {
  const [params, setParams] = useSearchParams();
  return (
    <button
      type="button"
      onClick={() => {
        setParams((current) => {
          current.set('tag', 'food');
          return current;
        });
      }}
    >
      Tag {params.get('tag') ?? 'none'}
    </button>
  );
}

function BackButton() {
  const navigate = useNavigate();
  return (
    <button
      type="button"
      onClick={() => {
        navigate(-1);
      }}
    >
      Back
    </button>
  );
}

const routes: RouteObject[] = [
  {
    element: (
      <>
        <nav>
          <NavLink to="/blog" className={({ isActive }) => (isActive ? 'on' : 'off')}>
            Blog
          </NavLink>
          <NavLink to="/">Home</NavLink>
          <Link to="/blog/sunset" state={{ from: 'menu' }}>
            Sunset
          </Link>
          <Link to={{ pathname: '/blog', search: '?tag=sea', hash: '#list' }}>Sea</Link>
          <Link to="/old">Old</Link>
          <BackButton />
        </nav>
        <Address />
        <Outlet />
      </>
    ),
    children: [
      { path: '/', element: <h1>Home</h1> },
      { path: '/blog', element: <Tags /> },
      { path: '/blog/:slug', element: <Entry /> },
      { path: '/old', element: <Navigate to="/blog" replace /> },
    ],
  },
];

function Routes() {
  return useRoutes(routes);
}

/** The routes following a history, as the app's own router renders them (src/app/router.tsx). */
function App({ history }: { history: History }) {
  const [{ action, location }, setUpdate] = useState<Update>({
    action: history.action,
    location: history.location,
  });
  useLayoutEffect(() => history.listen(setUpdate), [history]);
  return (
    <Router location={location} navigator={history} navigationType={action}>
      <Routes />
    </Router>
  );
}

const address = () => screen.getByTestId('address').textContent;

describe('links and navigation', () => {
  it('follows a plain click within the app, with the link’s state', () => {
    const history = createMemoryHistory(['/']);
    render(<App history={history} />);
    const link = screen.getByRole('link', { name: 'Sunset' });
    expect(link).toHaveAttribute('href', '/blog/sunset');
    // false: the click's default (the browser loading the address) was prevented.
    expect(fireEvent.click(link)).toBe(false);
    expect(screen.getByRole('heading')).toHaveTextContent('Entry sunset');
    expect(address()).toBe('/blog/sunset {"from":"menu"}');
    expect(history.action).toBe('PUSH');
  });

  it('leaves a click with a modifier key, or another button, to the browser', () => {
    const history = createMemoryHistory(['/']);
    render(<App history={history} />);
    const link = screen.getByRole('link', { name: 'Sunset' });
    expect(fireEvent.click(link, { ctrlKey: true })).toBe(true);
    expect(fireEvent.click(link, { metaKey: true })).toBe(true);
    expect(fireEvent.click(link, { shiftKey: true })).toBe(true);
    expect(fireEvent.click(link, { button: 1 })).toBe(true);
    expect(history.location.pathname).toBe('/');
    expect(screen.getByRole('heading')).toHaveTextContent('Home');
  });

  it('leaves a link with a target, or a download, to the browser', () => {
    const history = createMemoryHistory(['/']);
    render(
      <Router location={history.location} navigator={history}>
        <Link to="/blog" target="_blank">
          New tab
        </Link>
        <Link to="/guide.pdf" download>
          Guide
        </Link>
      </Router>,
    );
    expect(fireEvent.click(screen.getByRole('link', { name: 'New tab' }))).toBe(true);
    expect(fireEvent.click(screen.getByRole('link', { name: 'Guide' }))).toBe(true);
    expect(history.location.pathname).toBe('/');
  });

  it('writes a link given in parts as one address', () => {
    const history = createMemoryHistory(['/']);
    render(<App history={history} />);
    expect(screen.getByRole('link', { name: 'Sea' })).toHaveAttribute('href', '/blog?tag=sea#list');
  });

  it('replaces the entry when a link leads to the address already shown', () => {
    const history = createMemoryHistory(['/']);
    render(<App history={history} />);
    fireEvent.click(screen.getByRole('link', { name: 'Sunset' }));
    fireEvent.click(screen.getByRole('link', { name: 'Sunset' }));
    expect(history.action).toBe('REPLACE');
    act(() => {
      history.go(-1);
    });
    expect(address()).toBe('/ null');
  });

  it('goes back to the entry before, with its state', () => {
    const history = createMemoryHistory(['/']);
    render(<App history={history} />);
    fireEvent.click(screen.getByRole('link', { name: 'Sunset' }));
    fireEvent.click(screen.getByRole('link', { name: 'Blog' }));
    expect(address()).toBe('/blog null');
    fireEvent.click(screen.getByRole('button', { name: 'Back' }));
    expect(address()).toBe('/blog/sunset {"from":"menu"}');
    expect(history.action).toBe('POP');
  });

  it('marks the menu’s link to the page shown, or a page under it', () => {
    const history = createMemoryHistory(['/blog/sunset']);
    render(<App history={history} />);
    const blog = screen.getByRole('link', { name: 'Blog' });
    expect(blog).toHaveAttribute('aria-current', 'page');
    expect(blog).toHaveClass('on');
    expect(screen.getByRole('link', { name: 'Home' })).not.toHaveAttribute('aria-current');
    fireEvent.click(screen.getByRole('link', { name: 'Home' }));
    expect(screen.getByRole('link', { name: 'Blog' })).not.toHaveAttribute('aria-current');
    expect(screen.getByRole('link', { name: 'Blog' })).toHaveClass('off');
    expect(screen.getByRole('link', { name: 'Home' })).toHaveAttribute('aria-current', 'page');
  });

  it('sets the query on the same path, from the current one', () => {
    const history = createMemoryHistory(['/blog?page=2#list']);
    render(<App history={history} />);
    fireEvent.click(screen.getByRole('button', { name: 'Tag none' }));
    expect(address()).toBe('/blog?page=2&tag=food null');
    expect(screen.getByRole('button', { name: 'Tag food' })).toBeInTheDocument();
  });

  it('sends a `<Navigate>` on, in place of its entry', () => {
    const history = createMemoryHistory(['/', '/old']);
    render(<App history={history} />);
    expect(address()).toBe('/blog null');
    expect(history.action).toBe('REPLACE');
    act(() => {
      history.go(-1);
    });
    expect(address()).toBe('/ null');
  });

  it('never moves a static router (the painter’s)', () => {
    const history = createMemoryHistory(['/old']);
    render(
      <Router location={history.location} navigator={history} static>
        <Routes />
      </Router>,
    );
    fireEvent.click(screen.getByRole('link', { name: 'Sunset' }));
    expect(history.location.pathname).toBe('/old');
  });
});

describe('the browser’s history', () => {
  afterEach(() => {
    window.history.replaceState(null, '', '/');
  });

  it('names a document’s first entry `default`, and numbers it', () => {
    window.history.replaceState(null, '', '/blog');
    const history = createBrowserHistory();
    expect(history.location).toEqual({
      pathname: '/blog',
      search: '',
      hash: '',
      state: null,
      key: 'default',
    });
    expect(window.history.state).toEqual({ idx: 0 });
  });

  it('tells its listeners of pushes and replaces, and keeps entries as React Router did', () => {
    const history = createBrowserHistory();
    const heard: Update[] = [];
    history.listen((update) => heard.push(update));
    history.push('/blog?tag=food', { inPlace: true });
    const { key } = history.location;
    expect(key).toMatch(/^[a-z0-9]+$/);
    expect(key).not.toBe('default');
    expect(window.location.pathname + window.location.search).toBe('/blog?tag=food');
    // `{ usr, key, idx }`: entries of the old router read back, and this one would with it.
    expect(window.history.state).toEqual({ usr: { inPlace: true }, key, idx: 1 });
    history.replace('/press');
    expect(heard.map((update) => [update.action, update.location.pathname])).toEqual([
      ['PUSH', '/blog'],
      ['REPLACE', '/press'],
    ]);
    expect(window.history.state).toMatchObject({ idx: 1 });
  });

  it('gives every entry a key of its own, found again after a reload', () => {
    const history = createBrowserHistory();
    history.push('/blog', { from: 'menu' });
    const first = history.location.key;
    history.push('/press');
    expect(history.location.key).not.toBe(first);
    history.replace('/blog', { from: 'menu' });
    const kept = history.location.key;
    // A reload: a new history, reading what the browser kept.
    const reloaded = createBrowserHistory();
    expect(reloaded.location.key).toBe(kept);
    expect(reloaded.location.state).toEqual({ from: 'menu' });
  });

  it('reads an entry the old router pushed', () => {
    window.history.replaceState({ usr: { openedHere: true }, key: 'k3y0ld', idx: 4 }, '', '/feed');
    const history = createBrowserHistory();
    expect(history.location).toMatchObject({ key: 'k3y0ld', state: { openedHere: true } });
    history.push('/feed?open=1');
    expect(window.history.state).toMatchObject({ idx: 5 });
  });

  it('restores the entry, its state and key, on Back', async () => {
    const history = createBrowserHistory();
    history.push('/blog/sunset', { from: 'menu' });
    const key = history.location.key;
    history.push('/press');
    const heard: Update[] = [];
    const unlisten = history.listen((update) => heard.push(update));
    history.go(-1);
    await waitFor(() => {
      expect(heard).toHaveLength(1);
    });
    expect(heard[0]?.action).toBe('POP');
    expect(heard[0]?.location).toMatchObject({
      pathname: '/blog/sunset',
      state: { from: 'menu' },
      key,
    });
    unlisten();
  });
});

describe('the history in memory', () => {
  it('stops at its ends, as a browser does', () => {
    const history = createMemoryHistory(['/a', '/b']);
    expect(history.location.pathname).toBe('/b');
    history.go(-5);
    expect(history.location).toMatchObject({ pathname: '/a', key: 'default' });
    history.push('/c');
    history.go(3);
    expect(history.location.pathname).toBe('/c');
    history.go(-1);
    // A push dropped the entries after the current one.
    expect(history.location.pathname).toBe('/a');
  });
});
