/** A vendor's status: 1 active, 0 inactive (sent as status_id). */
export type VendorStatusId = 0 | 1;

/** What the vendor form edits. */
export interface VendorFields {
  name: string;
  description: string;
  email: string;
  primary_contact: string;
  address: string;
  status_id: VendorStatusId;
}

export interface Vendor extends VendorFields {
  id: number;
  status: { id: VendorStatusId; name: string };
  created_at: string;
  updated_at: string;
}

/** What the vendor form sends; `productId` when it is opened from a product's page. */
export interface VendorSaveValues extends VendorFields {
  productId?: number;
}

/** A row of the vendor page's contracts tab. */
export interface VendorContract {
  id: number;
  name: string;
  cost: number | null;
  contract_start_date: string | null;
  contract_end_date: string | null;
}

/** A row of the vendor page's products tab. */
export interface VendorProduct {
  id: number;
  name: string;
  manufacturer: string;
  status: number;
  department: { id: number; name: string };
}
