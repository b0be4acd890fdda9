export interface AssetStatus {
  id: number;
  name: string;
  description: string;
  created_at: string;
  updated_at: string;
}

export type AssetStatusSaveValues = Pick<AssetStatus, 'name' | 'description'>;
