/** The label sheet's template, as GET service-desk/barcode-template answers it. Sizes are in inches. */
export interface BarcodeTemplate {
  id: number;
  width: number;
  height: number;
  labels_per_row: number;
  space_between_labels: number;
  display_logo_confirmed: 0 | 1;
  image_exists: boolean;
  /** The stored logo as a data: URL, or null. */
  logo_image: string | null;
  logo_name: string | null;
  logo_text: string;
  barcode_mode: string;
}

/** What a save sends: the layout as typed, a new logo, whether the stored logo stays. */
export interface BarcodeTemplateSave {
  width: string;
  height: string;
  labels_per_row: string;
  space_between_labels: string;
  display_logo_confirmed: boolean;
  logo_image: File | null;
  image_exists: boolean;
}
