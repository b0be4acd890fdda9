import { statusId } from '../contracts/statuses';

/**
 * What an asset row (`assets a`) refers to: its type `at`, status `s`, department `d`, location `l`,
 * organization `o`, manager `m`, user `u` and impact `i`.
 */
export const ASSET_REFERENCE_JOINS = `JOIN asset_types at ON at.id = a.asset_type_id
    JOIN asset_statuses s ON s.id = a.status_id
    LEFT JOIN departments d ON d.id = a.department_id
    LEFT JOIN locations l ON l.id = a.location_id
    LEFT JOIN organizations o ON o.id = a.organization_id
    LEFT JOIN users m ON m.id = a.managed_by_id
    LEFT JOIN users u ON u.id = a.used_by_id
    LEFT JOIN impacts i ON i.id = a.impact_type_id`;

/** The product an asset (`assets a`) is one of, `{ id, name }` as JSON, or null. */
export const PRODUCT_OF_ASSET = `(SELECT json_object('id', p.id, 'name', p.name) FROM product_assets pa
     JOIN products p ON p.id = pa.product_id WHERE pa.asset_id = a.id)`;

/**
 * The contract covering an asset (`assets a`), `{ id, name }` as JSON, or null: of the contracts it is
 * attached to, an Active one before any other, then the one attached last (the link row's rowid).
 */
export const CONTRACT_OF_ASSET = `(SELECT json_object('id', k.id, 'name', k.name) FROM contract_assets ca
     JOIN contracts k ON k.id = ca.contract_id WHERE ca.asset_id = a.id
     ORDER BY k.status_id = ${statusId('Active')} DESC, ca.rowid DESC LIMIT 1)`;
