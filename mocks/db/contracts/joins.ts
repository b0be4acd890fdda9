/**
 * What a contract row (`contracts c`) refers to: its status `s`, renewal status `rs`, vendor `v`,
 * contract type `t` and license type `lt` (each may be missing).
 */
export const CONTRACT_REFERENCE_JOINS = `LEFT JOIN contract_statuses s ON s.id = c.status_id
    LEFT JOIN contract_renewal_statuses rs ON rs.id = c.renewal_status_id
    LEFT JOIN vendors v ON v.id = c.vendor_id
    LEFT JOIN contract_types t ON t.id = c.contract_type_id
    LEFT JOIN license_types lt ON lt.id = c.license_type_id`;
