/** What other areas may use of the problem area. */
export { ProblemForm, type ProblemFormProps } from './form/ProblemForm';
export { problemPaths } from './paths';
