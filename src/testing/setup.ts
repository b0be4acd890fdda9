import '@testing-library/jest-dom';
import { configure } from '@testing-library/react';
import axios from 'axios';
import nock from 'nock';

// findBy*/waitFor give up after this long: generous, so a loaded 2-core machine does not fail
// a test that would pass a moment later (none of them measures time).
configure({ asyncUtilTimeout: 10_000 });
jest.setTimeout(20_000);

// jsdom has XMLHttpRequest, which axios would prefer; tests speak HTTP through nock instead.
axios.defaults.adapter = 'http';

beforeAll(() => {
  nock.disableNetConnect();
});

afterEach(() => {
  nock.cleanAll();
});

afterAll(() => {
  nock.enableNetConnect();
});
