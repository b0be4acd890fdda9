import { escapeHtml } from '../../html';
import type { CustomFieldType } from '../list-filters';
import type { SeedContext } from '../seeding/context';
import { SeededRandom } from '../seeding/random';
import { idByName } from '../reference/seed';

const DETAIL_SEED = 20241103;

/** [label, type, options, required, scope] — scope: null (every asset), a type or a department. */
const FIELDS: readonly (readonly [
  string,
  CustomFieldType,
  readonly string[],
  boolean,
  { type: string } | { department: string } | null,
])[] = [
  ['Serial number', 'text', [], false, null],
  ['Purchase date', 'date', [], false, null],
  ['Warranty', 'select', ['None', '1 year', '3 years', '5 years'], false, null],
  ['Notes', 'textarea', [], false, null],
  ['Operating system', 'select', ['Windows 11', 'macOS 14', 'Ubuntu 22.04'], false, { type: 'Laptop' }],
  ['Memory (GB)', 'number', [], false, { type: 'Laptop' }],
  ['Environment', 'radio', ['Production', 'Staging', 'Test'], true, { type: 'Server' }],
  ['Backed up by', 'checkbox', ['Veeam', 'Snapshots', 'Offsite tape'], false, { type: 'Server' }],
  ['Support contact', 'email', [], false, { type: 'Network Device' }],
  ['Cost centre', 'text', [], false, { department: 'IT Operations' }],
];

/**
 * What the estate's assets carry beyond their core columns: descriptions, impact, assignment date
 * and custom-field values (a PRNG of its own, so the other seeds stay as they are).
 */
export function seedAssetDetails(context: SeedContext): void {
  const random = new SeededRandom(DETAIL_SEED);
  seedDescriptions(context, random);
  seedCustomFields(context, random);
}

function seedDescriptions(context: SeedContext, random: SeededRandom): void {
  const impactIds = context.ids('SELECT id FROM impacts ORDER BY id');
  const assets = context.rows<{ id: number; name: string; created_at: string; used_by_id: number | null }>(
    'SELECT id, name, created_at, used_by_id FROM assets ORDER BY id',
  );
  const update = context.db.prepare(
    'UPDATE assets SET description = ?, impact_type_id = ?, assigned_on = ? WHERE id = ?',
  );
  for (const asset of assets) {
    const assignedOn =
      asset.used_by_id === null
        ? null
        : context.dbDate(context.randomLaterDate(new Date(`${asset.created_at.replace(' ', 'T')}Z`), 30));
    update.run(`<p>${escapeHtml(asset.name)}.</p>`, random.pick(impactIds), assignedOn, asset.id);
  }
}

function seedCustomFields(context: SeedContext, random: SeededRandom): void {
  const fields = FIELDS.map(([label, type, options, required, scope], index) => {
    const assetTypeId = scope && 'type' in scope ? idByName(context, 'asset_types', scope.type) : null;
    const departmentId = scope && 'department' in scope ? idByName(context, 'departments', scope.department) : null;
    const [id] = context.insertAll('asset_custom_fields', [
      {
        label,
        type,
        options: JSON.stringify(options),
        required: required ? 1 : 0,
        asset_type_id: assetTypeId,
        department_id: departmentId,
        sort_order: index + 1,
      },
    ]);
    return { id, type, options, assetTypeId, departmentId };
  });
  const assets = context.rows<{ id: number; asset_type_id: number; department_id: number | null; identifier: string }>(
    'SELECT id, asset_type_id, department_id, identifier FROM assets ORDER BY id',
  );
  const insert = context.db.prepare(
    'INSERT INTO asset_custom_field_values (asset_id, field_id, value) VALUES (?, ?, ?)',
  );
  for (const asset of assets) {
    for (const field of fields) {
      if (field.assetTypeId !== null && field.assetTypeId !== asset.asset_type_id) continue;
      if (field.departmentId !== null && field.departmentId !== asset.department_id) continue;
      if (!random.chance(field.assetTypeId === null && field.departmentId === null ? 0.7 : 0.9)) continue;
      insert.run(asset.id, field.id, sampleValue(context, random, field.type, field.options, asset.identifier));
    }
  }
}

function sampleValue(
  context: SeedContext,
  random: SeededRandom,
  type: CustomFieldType,
  options: readonly string[],
  identifier: string,
): string {
  switch (type) {
    case 'text':
      return `SN-${identifier.slice(4)}-${random.int(10000, 99999)}`;
    case 'textarea':
      return random.pick(['Spare charger in the cabinet.', 'Replaced the battery last year.', 'Keep the box.']);
    case 'number':
      return String(random.pick([8, 16, 32, 64]));
    case 'email':
      return random.pick(['noc@contoso.example', 'network@fabrikam.example']);
    case 'date':
      return context.dbDate(context.randomPastDate(900, 60)).slice(0, 10);
    case 'checkbox':
      return JSON.stringify(random.sample(options, random.int(1, options.length)));
    default:
      return random.pick(options);
  }
}
