// Only the header's box (and what gives search its data) is part of the first load; the rest of
// search arrives when it opens.
export { SearchBox } from './components/SearchBox';
export { SearchSourcesProvider } from './components/SearchSourcesProvider';
