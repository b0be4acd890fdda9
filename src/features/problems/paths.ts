export const PROBLEM_LIST_PATH = '/service-desk/problem/list';

export const problemPaths = {
  list: PROBLEM_LIST_PATH,
  create: '/service-desk/problem/create',
  show: (id: number) => `/service-desk/problem/${id}/show`,
  edit: (id: number) => `/service-desk/problem/${id}/edit`,
};
