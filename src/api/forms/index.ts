export { fetchFormRender } from './calls';
export { formKeys, formQueries } from './queries';
