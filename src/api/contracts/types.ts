/** A contract as the associates lists send it. */
export interface ContractRow {
  id: number;
  name: string;
  cost: number | string | null;
  contract_start_date: string | null;
  contract_end_date: string | null;
}
