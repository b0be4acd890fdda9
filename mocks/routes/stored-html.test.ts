import { createProblem, getProblem, validProblemForm } from '../testing/problem-api';
import { postForm } from '../testing/requests';
import { useApp } from '../testing/use-app';

const api = '/service-desk/api';

/** HTML made to pass for the page: Bootstrap's own classes over everything, ids that shadow globals, a tracking image. */
const OVERLAY =
  '<div class="modal d-block position-fixed vh-100" style="z-index:2000" id="sdHost">' +
  '<h5 class="modal-title" name="title">Change approval</h5>' +
  '<p>Sign again <a class="btn btn-primary" href="https://evil.example/login">here</a></p>' +
  '<img src="https://tracker.example/pixel.png" alt="pixel"><img src="/service-desk/api/stop-auto-reminder/1">' +
  '<script>window.hacked = 1</script></div>';

const CLEAN =
  '<div><h5>Change approval</h5>' +
  '<p>Sign again <a href="https://evil.example/login" rel="noopener noreferrer">here</a></p>' +
  '<a href="https://tracker.example/pixel.png" rel="noopener noreferrer">pixel</a>' +
  '<a href="/service-desk/api/stop-auto-reminder/1" rel="noopener noreferrer">/service-desk/api/stop-auto-reminder/1</a></div>';

describe('HTML the server stores', () => {
  const ctx = useApp();

  it("keeps a problem description's semantic tags only", async () => {
    const id = await createProblem(ctx.admin, { ...(await validProblemForm(ctx.admin)), description: OVERLAY });

    expect((await getProblem(ctx.admin, id)).description).toBe(CLEAN);
  });

  it('cleans planning notes and change comments the same way', async () => {
    const planning = await postForm(ctx.admin, `${api}/general-popup/2/sd_problem`, {
      identifier: 'root-cause',
      description: OVERLAY,
    });
    expect(planning.statusCode).toBe(200);
    const note = (await ctx.admin.get(`${api}/general-popup/2/sd_problem/root-cause`)).json();
    expect(note.data.general_info.description).toBe(CLEAN);

    const comment = await postForm(ctx.admin, `${api}/add-change-comment`, {
      change_id: 4,
      type: 'change',
      comment: OVERLAY,
      parent_id: 'null',
    });
    expect(comment.statusCode).toBe(200);
    const comments = (await ctx.admin.get(`${api}/get-change-comments?change_id=4&type=change&cursor=initial`)).json();
    expect(comments.data.data[0].content).toBe(CLEAN);
  });

  it('counts a description that is only a script as empty', async () => {
    const response = await postForm(ctx.admin, `${api}/problem`, {
      ...(await validProblemForm(ctx.admin)),
      description: '<script>alert(1)</script><p style="x"></p>',
    });

    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toEqual({ description: ['The description field is required.'] });
  });
});
