// While register sessions are read (as the transactions list; a loading state of the whole Sales segment
// would turn a transaction page's 404 into a streamed 200).
export { default } from '../(list)/loading';
