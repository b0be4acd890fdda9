export const PROBLEM_LIST_PATH = '/service-desk/problem/list';
/** The paths the list shows on: the area's root and the list itself. */
export const PROBLEM_LIST_PATTERNS = ['/service-desk/problem', PROBLEM_LIST_PATH];

export const problemPaths = {
  list: PROBLEM_LIST_PATH,
  create: '/service-desk/problem/create',
  show: (id: number) => `/service-desk/problem/${id}/show`,
  edit: (id: number) => `/service-desk/problem/${id}/edit`,
};
