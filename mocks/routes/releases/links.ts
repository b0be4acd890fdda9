import { assetsOf } from '../../db/records/associations';
import {
  attachReleaseChanges,
  changesInOtherReleases,
  completeRelease,
  completionBlocker,
  RELEASE_CHANGES,
} from '../../db/releases/links';
import { isCabApprovalPending } from '../../db/change-approvals/pending';
import { ValidationError } from '../../http/errors';
import { readFormBody } from '../../http/form-body';
import { SERVICE_DESK_API } from '../../http/url-prefixes';
import { Validator } from '../../http/validator';
import type { Routes } from '../deps';
import { CHANGE_LOCKED } from '../changes/kind';
import { attachAssetsRoute, detachRoute, readIdsToAttach } from '../records/associations';
import { recordFromPath, requireTo } from '../records/kind';
import { RELEASES } from './kind';

const NO_CHANGES = 'Please select changes.';

/** Attaching and detaching a release's assets and changes, and completing it. */
export const releaseLinkRoutes: Routes = (app, { db }) => {
  const api = SERVICE_DESK_API;

  attachAssetsRoute(app, db, RELEASES, 'release/attach-assets');
  detachRoute(app, db, RELEASES, 'release/detach-asset', assetsOf('sd_releases'));

  app.post<{ Params: { id: string } }>(`${api}/release/attach-change/:id`, async (request) => {
    const user = requireTo(db, request, 'attach', 'change');
    const release = recordFromPath(db, RELEASES, request.params.id);
    const { fields } = await readFormBody(request);
    const validator = new Validator();
    const changeIds = readIdsToAttach(db, fields, 'change_ids', 'changes', NO_CHANGES, validator);
    if (changesInOtherReleases(db, release.id, changeIds).length > 0) {
      validator.add('change_ids', 'A selected change already belongs to another release.');
    } else if (changeIds.some((id) => isCabApprovalPending(db, id))) {
      validator.add('change_ids', CHANGE_LOCKED);
    }
    validator.throwIfFailed();
    attachReleaseChanges(db, release.id, changeIds, user);
    return { message: 'Changes attached successfully.' };
  });
  detachRoute(app, db, RELEASES, 'release/detach-change', RELEASE_CHANGES);

  app.post<{ Params: { id: string } }>(`${api}/complete-release/:id`, async (request) => {
    const user = requireTo(db, request, 'edit', RELEASES.noun);
    const release = recordFromPath(db, RELEASES, request.params.id);
    const blocker = completionBlocker(db, release.id);
    if (blocker !== undefined) throw new ValidationError({}, blocker);
    if (!completeRelease(db, release.id, user)) {
      throw new ValidationError({}, 'The release is completed or cancelled already.');
    }
    return { message: 'Release completed successfully.' };
  });
};
