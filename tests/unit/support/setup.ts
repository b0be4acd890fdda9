import '@testing-library/jest-dom';
import axios from 'axios';
import nock from 'nock';

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
